import type { z } from "zod";
import type { SiteSchema } from "./schemas";

/** The hotel's identity and contact block. Every page reads it from here. */
export const site = {
  name: "Surma Riverside Hotel",
  city: "Sylhet",
  titleSuffix: " | Surma Riverside Hotel, Sylhet",
  origin: "https://www.surmariversidehotel.com",
  established: 2023,
  address: {
    street: "House 12, Surma Tower Road, Zindabazar",
    locality: "Sylhet",
    postalCode: "3100",
    country: "Bangladesh",
    countryCode: "BD",
  },
  phone: "+880 1711 234567",
  email: "stay@surmariversidehotel.com",
  coordinatorEmail: "access@surmariversidehotel.com",
  coordinatorPhone: "+880 1711 234570",
  geo: { latitude: 24.8975, longitude: 91.8715 },
  social: [
    { name: "Facebook", href: "https://www.facebook.com/surmariversidehotel" },
    { name: "Instagram", href: "https://www.instagram.com/surmariversidehotel" },
    { name: "Twitter", href: "https://twitter.com/surmariverside" },
    { name: "YouTube", href: "https://www.youtube.com/@surmariversidehotel" },
    { name: "LinkedIn", href: "https://www.linkedin.com/company/surma-riverside-hotel" },
  ],
} as const satisfies z.infer<typeof SiteSchema>;

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;
