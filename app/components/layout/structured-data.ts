import type { Hotel, Restaurant, RestaurantLeaf, WithContext } from "schema-dts";
import { site, siteNames } from "~/content/runtime/site";
import { LOCALE } from "~/lib/locale";
import { absoluteUrl } from "./page-meta";
import { pagePath } from "~/content/runtime/pages";

// Everything here is worked out when called, never when the module loads: the pages emit their data
// in the prerendered HTML only, so the browser's bundle drops this module's code whole.
const address = () =>
  ({
    "@type": "PostalAddress",
    streetAddress: site.address.street,
    addressLocality: site.address.locality,
    postalCode: site.address.postalCode,
    addressCountry: site.address.countryCode,
  }) as const;

// Both languages: the name in this page's language, the other as an alternate name.
const otherLocale = () => (LOCALE === "bn" ? "en" : "bn");
const restaurantName = (locale: "en" | "bn") =>
  locale === "en" ? `${siteNames.en} Restaurant` : `${siteNames.bn} রেস্তোরাঁ`;

/** The hotel's node, which room and restaurant data point at. */
export const hotelId = () => `${site.origin}/#hotel`;

/**
 * Spec section 9: a hotel that is always open and its restaurant, typed against schema.org. No
 * rating: no page shows a count of reviews, and Google treats rating markup a reader cannot see
 * (or that a business gives itself) as spam.
 */
export function structuredData(): [WithContext<Hotel>, WithContext<Restaurant>] {
  return [hotelData(), restaurantData()];
}

function hotelData(): WithContext<Hotel> {
  return {
    "@context": "https://schema.org",
    "@type": "Hotel",
    "@id": hotelId(),
    name: siteNames[LOCALE],
    alternateName: siteNames[otherLocale()],
    availableLanguage: ["en", "bn"],
    url: absoluteUrl(pagePath("home")),
    telephone: site.phone,
    email: site.email,
    foundingDate: String(site.established),
    address: address(),
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
}

/** The restaurant; /dining adds its menu. */
export function restaurantData(): WithContext<RestaurantLeaf> {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    "@id": `${site.origin}/#restaurant`,
    name: restaurantName(LOCALE),
    alternateName: restaurantName(otherLocale()),
    url: absoluteUrl(pagePath("dining")),
    telephone: site.phone,
    address: address(),
    servesCuisine: ["Bengali", "International", "Fusion"],
    priceRange: "$$$",
    acceptsReservations: true,
    hasMenu: absoluteUrl(pagePath("dining")),
    containedInPlace: { "@id": hotelId() },
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
}
