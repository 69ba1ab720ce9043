// What the site search palette searches: the spec's 17 entries (its pages and five rooms), the
// pages it leaves out, and the content (every room, the dishes of both menus, the restaurants and
// private dining rooms, the running offers, the posts and the facilities), each in one of the
// spec's five categories and linked to the page that shows it. Loaded with the palette only.
import { itemPath, pagePath, type PageKey } from "~/content/runtime/pages";
import { rooms as roomCards, type Room } from "~/content/runtime/rooms";
import { searchContent, type SearchContent } from "~/content/runtime/search-content";
import type { SearchEntry } from "~/content/schemas/fixed-content";
import { site } from "~/content/runtime/site";
import { formatMoney, formatNumber, formatYear } from "~/i18n/format";
import { site as siteWords } from "~/locale/site";
import { searchEntriesText as en } from "~/locales/en/search-entries";
import { searchEntriesText as bn } from "~/locales/bn/search-entries";
import { hourNames as enHours } from "~/locales/en/hour-names";
import { hourNames as bnHours } from "~/locales/bn/hour-names";
import { roomExtras as enExtras } from "~/locales/en/room-extras";
import { roomExtras as bnExtras } from "~/locales/bn/room-extras";
import { hours } from "~/content/runtime/policies";
import type { HourId } from "~/content/schemas/hour-ids";
import type { Catalogue } from "~/lib/catalogue";
import { LOCALE, localeTags, type Locale } from "~/lib/locale";
import { hotelToday, runsOn } from "~/lib/today";
import { valueOn } from "~/domain/day-schedule";

type Words = Catalogue<typeof en>;
type Category = SearchEntry["category"];

/** Everything the index is made of, in one language (and the other language's names). */
export type IndexSources = {
  locale: Locale;
  /** The palette's words in the index's language, and in the other (each page's other name). */
  words: Words;
  otherWords: Words;
  /** The navigation's and footer's link names: a page is found by the words of its link. */
  links: Record<PageKey, string>;
  rooms: readonly Room[];
  content: SearchContent;
  /** The opening hours as the pages write them (content/policies.yaml). */
  hours: readonly { id: HourId; days: string; time: string }[];
  /** Each service's name and the amenities every room has, in this language and the other. */
  names: Names;
  otherNames: Names;
  /** The hotel's date: only the offers running on it are found. */
  today: string;
};

type Names = { hours: Record<HourId, string>; amenities: readonly string[] };

/**
 * Where the dining page shows its sections: the ids of their headings (app/components/sections/dining/),
 * which a link's fragment scrolls to.
 */
/** Where the contact page shows its opening hours: the id of their heading. */
const contactSections = { hours: "contact-hours-title" } as const;

export const diningSections = {
  menu: "menu-heading",
  venues: "venues-heading",
  privateDining: "private-dining-heading",
} as const;

/** The pages with an entry of their own: the spec's, then food ordering, cart, requests, access. */
const pageEntries = [
  ["home", "home", "Navigation"],
  ["about", "about", "Navigation"],
  ["rooms", "rooms", "Navigation"],
  ["dining", "dining", "Navigation"],
  ["gallery", "gallery", "Navigation"],
  ["offers", "offers", "Navigation"],
  ["blog", "blog", "Navigation"],
  ["contact", "contact", "Navigation"],
  ["order", "order", "Navigation"],
  ["book", "reservations", "Booking"],
  ["cart", "cart", "Booking"],
  ["requests", "requests", "Booking"],
  ["restaurant", "dining", "Dining"],
  ["privacy", "privacy", "Information"],
  ["terms", "terms", "Information"],
  ["accessibility", "accessibility", "Information"],
] as const satisfies readonly (readonly [keyof Words["pages"], PageKey, Category])[];

/**
 * A page's address as words ("/online-order" is found by "online order"): English words a Bengali
 * page's entry is found by too. (The pages table with the aliases is not the palette's to import:
 * only the shell uses it, and a new import would add an export to every page's shell chunk.)
 */
const pathWords = (key: PageKey) => pagePath(key).slice(1).replaceAll("-", " ");

const withFragment = (path: string, id: string) => `${path}#${id}`;

export function buildSearchIndex({
  locale,
  words,
  otherWords,
  links,
  rooms,
  content,
  hours,
  names,
  otherNames,
  today,
}: IndexSources): SearchEntry[] {
  const money = (amount: number) => formatMoney(amount, localeTags[locale]);
  const where = words.where;
  const year = formatYear(site.established, localeTags[locale]);
  const specRooms: Partial<Record<string, (price: string) => string>> = words.rooms;

  const pageList = pageEntries.map(([key, page, category]): SearchEntry => {
    const own = words.pages[key];
    return {
      id: `page:${key}`,
      title: own.title,
      description: typeof own.description === "string" ? own.description : own.description(year),
      url: pagePath(page),
      category,
      keywords: [links[page], otherWords.pages[key].title, pathWords(page)].filter(Boolean),
    };
  });

  const roomWords = new Map(content.rooms.map((room) => [room.id, room]));
  const roomList = rooms.map((room): SearchEntry => {
    const extra = roomWords.get(room.id);
    const specLine = specRooms[room.id];
    // Its price before dates on the guest's day, not the build's.
    const price = money(valueOn(room.fromPrices, today).rate);
    return {
      id: `room:${room.id}`,
      title: room.name,
      description: specLine ? specLine(price) : `${room.shortDescription} ${where.room(price)}`,
      url: itemPath("room", room.id),
      category: "Rooms",
      // Its own features, and what every room has (the Amenities tab): "wifi" finds every room.
      keywords: [
        ...(extra ? [extra.other, ...extra.words] : []),
        ...names.amenities,
        ...otherNames.amenities,
      ],
    };
  });

  const contact = pagePath("contact");
  const hourList = hours.map(({ id, days, time }): SearchEntry => ({
    id: `hours:${id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
    title: names.hours[id],
    description: `${where.hours} · ${days}, ${time}`,
    url: withFragment(contact, contactSections.hours),
    category: "Information",
    keywords: [otherNames.hours[id]],
  }));
  const faqList = content.faq.map((entry): SearchEntry => ({
    id: `faq:${entry.id}`,
    title: entry.name,
    description: where.faq,
    url: withFragment(contact, `faq-${entry.id}`),
    category: "Information",
    keywords: [entry.other],
  }));

  const dining = pagePath("dining");
  const dishList = (
    dishes: SearchContent["menu"],
    kind: "menu" | "order",
    url: string,
  ): SearchEntry[] =>
    dishes.map((dish) => ({
      id: `${kind}:${dish.id}`,
      title: dish.name,
      description: `${where[kind](money(dish.price))} · ${dish.text}`,
      url,
      category: "Dining",
      keywords: [dish.other],
    }));

  return [
    ...pageList,
    ...roomList,
    ...hourList,
    ...faqList,
    ...content.venues.map((venue): SearchEntry => ({
      id: `venue:${venue.id}`,
      title: venue.name,
      description: `${where.venue} · ${venue.text}`,
      url: withFragment(dining, diningSections.venues),
      category: "Dining",
      keywords: [venue.other],
    })),
    ...dishList(content.menu, "menu", withFragment(dining, diningSections.menu)),
    ...dishList(content.dishes, "order", pagePath("order")),
    ...content.privateDining.map((room): SearchEntry => ({
      id: `private-dining:${room.id}`,
      title: room.name,
      description: `${where.privateDining(formatNumber(room.guests, localeTags[locale]))} · ${room.text}`,
      url: withFragment(dining, diningSections.privateDining),
      category: "Dining",
      keywords: [room.other],
    })),
    ...content.offers
      .filter((offer) => runsOn(offer, today))
      .map((offer): SearchEntry => ({
        id: `offer:${offer.id}`,
        title: offer.name,
        description: offer.text,
        url: pagePath("offers"),
        category: "Booking",
        keywords: [offer.other, ...offer.words],
      })),
    ...content.facilities.map((facility): SearchEntry => ({
      id: `facility:${facility.id}`,
      title: facility.name,
      description: `${where.facility} · ${facility.text}`,
      url: `${pagePath("gallery")}?category=${facility.category}`,
      category: "Information",
      keywords: [facility.other],
    })),
    ...content.posts.map((post): SearchEntry => ({
      id: `post:${post.id}`,
      title: post.name,
      description: `${where.post} · ${post.text}`,
      url: itemPath("post", post.id),
      category: "Information",
      keywords: [post.other, ...post.words],
    })),
  ];
}

const catalogues: Record<Locale, Words> = { en, bn };
const namesOf: Record<Locale, Names> = {
  en: { hours: enHours, amenities: enExtras.amenities },
  bn: { hours: bnHours, amenities: bnExtras.amenities },
};

/** The index of this build's language, made when the palette's chunk loads. */
export const searchIndex = buildSearchIndex({
  locale: LOCALE,
  words: catalogues[LOCALE],
  otherWords: catalogues[LOCALE === "bn" ? "en" : "bn"],
  links: { ...siteWords.nav, accessibility: siteWords.footer.accessibility },
  rooms: roomCards,
  content: searchContent,
  hours,
  names: namesOf[LOCALE],
  otherNames: namesOf[LOCALE === "bn" ? "en" : "bn"],
  today: hotelToday(),
});
