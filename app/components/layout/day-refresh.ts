import type { DaySchedule } from "~/domain/day-schedule";
import { hotelToday } from "~/lib/today";
import { wordsOn } from "./day-text";

// Loaded only when a page runs on a day other than the one it was built for (root.tsx).

/**
 * Once the page is hydrated on a day other than the build's: every day-dependent text of the
 * document (`data-day`) shows the guest's day's words. Those React renders already do; this
 * reaches the ones in kept HTML. Nothing moves: the words are swapped in place.
 */
export function showGuestsDay(root: ParentNode = document) {
  const day = hotelToday();
  for (const element of root.querySelectorAll<HTMLElement>("[data-day]")) {
    const words = wordsOn(JSON.parse(element.dataset.day!) as DaySchedule<string>, day);
    // The text node React made, if any, is kept: React may still write to it.
    const text = element.firstChild;
    if (text?.nodeType === Node.TEXT_NODE && element.childNodes.length === 1) {
      if (text.nodeValue !== words) text.nodeValue = words;
    } else element.textContent = words;
  }
}
