import type { z } from "zod";
import { LOCALE } from "../lib/locale";
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

/** The hotel's name in both languages (structured data carries both). */
export const siteNames = { en: "Surma Riverside Hotel", bn: "সুরমা রিভারসাইড হোটেল" } as const;

type SiteText = {
  logoName: string;
  logoTagline: string;
  name: string;
  city: string;
  titleSuffix: string;
  address: { street: string; locality: string; postalCode: string; country: string };
};

const enText: SiteText = {
  logoName: "Surma Riverside",
  logoTagline: `Hotel · ${site.city}`,
  name: site.name,
  city: site.city,
  titleSuffix: site.titleSuffix,
  address: {
    street: site.address.street,
    locality: site.address.locality,
    postalCode: site.address.postalCode,
    country: site.address.country,
  },
};

const bnText: SiteText = {
  logoName: "সুরমা রিভারসাইড",
  logoTagline: "হোটেল · সিলেট",
  name: siteNames.bn,
  city: "সিলেট",
  titleSuffix: " | সুরমা রিভারসাইড হোটেল, সিলেট",
  address: {
    street: "বাড়ি ১২, সুরমা টাওয়ার রোড, জিন্দাবাজার",
    locality: "সিলেট",
    postalCode: "৩১০০",
    country: "বাংলাদেশ",
  },
};

/** The hotel's name, city and address in each language (checks; pages read `siteText`). */
export const siteTexts = { en: enText, bn: bnText } as const;

/** The hotel's name, city and address as a guest reads them in this build's language. */
export const siteText = LOCALE === "bn" ? bnText : enText;
