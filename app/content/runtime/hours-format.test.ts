import { describe, expect, it } from "vitest";
import { formatDays, formatTime, formatTimes } from "../schemas/collections/hours-format";

describe("opening hours in words", () => {
  it("names the days as a guest reads them, in both languages", () => {
    const all = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
    expect(formatDays(all, "en")).toBe("Every day");
    expect(formatDays(all, "bn")).toBe("প্রতিদিন");
    expect(formatDays(["tue", "wed", "thu", "fri", "sat", "sun"], "en")).toBe("Tuesday – Sunday");
    expect(formatDays(["tue", "wed", "thu", "fri", "sat", "sun"], "bn")).toBe(
      "মঙ্গলবার – রবিবার",
    );
    expect(formatDays(["sun", "mon", "tue", "wed", "thu"], "en")).toBe("Sunday – Thursday");
    expect(formatDays(["fri", "sat"], "en")).toBe("Friday and Saturday");
    expect(formatDays(["fri", "sat"], "bn")).toBe("শুক্রবার ও শনিবার");
    expect(formatDays(["mon", "wed", "thu", "fri"], "en")).toBe("Monday and Wednesday – Friday");
    expect(formatDays(["mon", "wed", "sat"], "en")).toBe("Monday, Wednesday and Saturday");
  });

  it("writes a time on the 12-hour clock, or with the part of the day in Bengali", () => {
    expect(formatTime("17:30", "en")).toBe("5:30 PM");
    expect(formatTime("24:00", "en")).toBe("12:00 AM");
    expect(formatTime("12:00", "en")).toBe("12:00 PM");
    expect(formatTime("06:30", "en")).toBe("6:30 AM");
    expect(
      ["06:30", "11:30", "12:00", "14:30", "17:30", "18:00", "21:30", "24:00", "02:00"].map((time) =>
        formatTime(time, "bn"),
      ),
    ).toEqual([
      "সকাল ৬:৩০",
      "সকাল ১১:৩০",
      "দুপুর ১২:০০",
      "দুপুর ২:৩০",
      "বিকেল ৫:৩০",
      "সন্ধ্যা ৬:০০",
      "রাত ৯:৩০",
      "রাত ১২:০০",
      "রাত ২:০০",
    ]);
  });

  it("writes from–to, or round the clock", () => {
    expect(formatTimes({ opens: "17:30", closes: "22:30" }, "en")).toBe("5:30 PM – 10:30 PM");
    expect(formatTimes({ opens: "17:30", closes: "22:30" }, "bn")).toBe("বিকেল ৫:৩০ – রাত ১০:৩০");
    expect(formatTimes({ opens: "00:00", closes: "24:00" }, "en")).toBe("24 hours");
    expect(formatTimes({ opens: "00:00", closes: "24:00" }, "bn")).toBe("২৪ ঘণ্টা");
  });
});
