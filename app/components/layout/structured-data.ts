import type { Hotel, Restaurant, WithContext } from "schema-dts";
import { site, siteNames } from "~/content/site";
import { LOCALE } from "~/lib/locale";
import { absoluteUrl } from "./page-meta";

const address = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  addressLocality: site.address.locality,
  postalCode: site.address.postalCode,
  addressCountry: site.address.countryCode,
} as const;

// Both languages: the name in this page's language, the other as an alternate name.
const name = siteNames[LOCALE];
const alternateName = siteNames[LOCALE === "bn" ? "en" : "bn"];
const restaurantNames = { en: `${siteNames.en} Restaurant`, bn: `${siteNames.bn} রেস্তোরাঁ` };

/** Spec section 9: a hotel that is always open and its restaurant, typed against schema.org. */
export function structuredData(): [WithContext<Hotel>, WithContext<Restaurant>] {
  const hotel: WithContext<Hotel> = {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": `${site.origin}/#hotel`,
    name,
    alternateName,
    availableLanguage: ["en", "bn"],
    url: absoluteUrl("/"),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.established),
    address,
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    priceRange: "$$$",
    checkinTime: "14:00",
    checkoutTime: "12:00",
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"],
      opens: "00:00",
      closes: "23:59",
    },
    sameAs: site.social.map((link) => link.href),
  };
  const restaurant: WithContext<Restaurant> = {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${site.origin}/#restaurant`,
    name: restaurantNames[LOCALE],
    alternateName: restaurantNames[LOCALE === "bn" ? "en" : "bn"],
    url: absoluteUrl("/dining"),
    telephone: site.phone,
    address,
    servesCuisine: ["Bengali", "International", "Fusion"],
    priceRange: "$$$",
    acceptsReservations: true,
    hasMenu: absoluteUrl("/dining"),
    containedInPlace: { "@id": `${site.origin}/#hotel` },
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: 4.8,
      bestRating: 5,
      ratingCount: 312,
    },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"],
        opens: "07:00",
        closes: "23:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Friday", "Saturday"],
        opens: "07:00",
        closes: "00:00",
      },
    ],
  };
  return [hotel, restaurant];
}
