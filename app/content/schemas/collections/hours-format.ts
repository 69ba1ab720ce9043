// Opening hours in words, per language: "Tuesday – Sunday", "5:30 PM – 10:30 PM", "24 hours";
// in Bengali "মঙ্গলবার – রবিবার", "বিকেল ৫:৩০ – রাত ১০:৩০". The hours themselves are data
// (content/policies.yaml, ~/domain/opening-hours); every page that states them writes them so.
import {
  dayRuns,
  isAllDay,
  minutesOf,
  type Opening,
  type WeekDay,
} from "../../../domain/opening-hours.ts";
import { bnDigits, type Locale } from "../../../lib/locale.ts";

const dayNames: Record<Locale, Record<WeekDay, string>> = {
  en: {
    sun: "Sunday",
    mon: "Monday",
    tue: "Tuesday",
    wed: "Wednesday",
    thu: "Thursday",
    fri: "Friday",
    sat: "Saturday",
  },
  bn: {
    sun: "রবিবার",
    mon: "সোমবার",
    tue: "মঙ্গলবার",
    wed: "বুধবার",
    thu: "বৃহস্পতিবার",
    fri: "শুক্রবার",
    sat: "শনিবার",
  },
};

const words = {
  en: { everyDay: "Every day", and: " and ", allDay: "24 hours" },
  bn: { everyDay: "প্রতিদিন", and: " ও ", allDay: "২৪ ঘণ্টা" },
} satisfies Record<Locale, Record<string, string>>;

/** A day's name in a language: "Monday", "সোমবার". */
export const dayName = (day: WeekDay, locale: Locale) => dayNames[locale][day];

/** The days an opening runs, as a page writes them: "Every day", "Tuesday – Sunday", "Friday and Saturday". */
export function formatDays(days: readonly WeekDay[], locale: Locale): string {
  const runs = dayRuns(days);
  if (runs.length === 1 && runs[0]!.length === 7) return words[locale].everyDay;
  const name = (day: WeekDay) => dayNames[locale][day];
  const parts = runs.flatMap((run) =>
    run.length > 2 ? [`${name(run[0]!)} – ${name(run.at(-1)!)}`] : run.map(name),
  );
  if (parts.length < 2) return parts.join("");
  return `${parts.slice(0, -1).join(", ")}${words[locale].and}${parts.at(-1)}`;
}

/**
 * A time of day (`HH:MM`, 24-hour) as a guest reads it: "5:30 PM", "12:00 AM" for midnight; in
 * Bengali with the part of the day instead of AM/PM ("বিকেল ৫:৩০", "রাত ১২:০০").
 */
export function formatTime(time: string, locale: Locale): string {
  const minutes = minutesOf(time) % (24 * 60);
  const hours = Math.floor(minutes / 60);
  const clock = `${hours % 12 || 12}:${String(minutes % 60).padStart(2, "0")}`;
  if (locale === "en") return `${clock} ${hours < 12 ? "AM" : "PM"}`;
  const part =
    hours >= 4 && hours < 12
      ? "সকাল"
      : hours >= 12 && hours < 15
        ? "দুপুর"
        : hours >= 15 && hours < 18
          ? "বিকেল"
          : hours >= 18 && hours < 20
            ? "সন্ধ্যা"
            : "রাত";
  return `${part} ${bnDigits(clock)}`;
}

/** An opening's time from–to: "7:00 AM – 11:00 PM", or "24 hours" round the clock. */
/** A moment's time of day on this device, as `formatTime` writes it: "10:42 AM", "সকাল ১০:৪২". */
export function formatLocalTime(iso: string, locale: Locale): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, "0");
  return formatTime(`${pad(date.getHours())}:${pad(date.getMinutes())}`, locale);
}

export function formatTimes(opening: Pick<Opening, "opens" | "closes">, locale: Locale): string {
  if (isAllDay(opening)) return words[locale].allDay;
  return `${formatTime(opening.opens, locale)} – ${formatTime(opening.closes, locale)}`;
}
