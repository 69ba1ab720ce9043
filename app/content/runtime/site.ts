// The hotel's identity and contact block (content/site.yaml) as every page reads it: the shell
// shows its name, phone and e-mail, so it is one small module of the build's language.
import entries from "virtual:content/site";
import { formatYear } from "../../i18n/format";
import { LOCALE, localDigits, localeTags } from "../../lib/locale";
import type { ContentModule } from "../schemas/collections";

const [entry] = entries as ContentModule<"site">;
if (!entry) throw new Error("content/site.yaml is missing");

/** The hotel's facts (phone, e-mail, address, map position, social pages), with English names. */
export const site = entry.site;

/** The hotel's name, city and address as a guest reads them in this build's language. */
export const siteText = entry.text;

/** The hotel's name in both languages (structured data carries both). */
export const siteNames = entry.names;

/** The year the hotel opened, as this build's language writes it ("2023", "২০২৩"). */
export const establishedYear = formatYear(site.established, localeTags[LOCALE]);

/** Dollars in taka at the hotel's rate (content/site.yaml), as a guide beside a dollar price. */
export const inTaka = (dollars: number) => dollars * site.takaPerDollar;

export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, "")}`;

/**
 * A phone number as a guest reads it: in the page's digits ("+৮৮০ ১৭১১ ২৩৪৫৬৭"), its groups
 * joined by no-break spaces so that it never wraps onto two lines. Links dial `telHref`'s.
 */
export const readablePhone = (phone: string) => localDigits(phone).replace(/ /g, "\u00a0");

/** The front desk's number as a guest reads it. */
export const deskPhoneShown = readablePhone(site.phone);
