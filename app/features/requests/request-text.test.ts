import { describe, expect, it } from "vitest";
import type { GuestRequest } from "~/lib/guest-requests";
import { sampleStayRequest } from "~/lib/sample-request";
import { handoffLimits, mailtoLink, whatsappLink } from "~/lib/handoff";
import { stayMessage, stayRows, type Names } from "./request-text";

const names: Names = {
  rooms: { deluxe: "Deluxe Room" },
  offers: { "weekend-escape": "Weekend Escape" },
};

const request = sampleStayRequest();

describe("a stay request's message", () => {
  it("carries the whole request, in the page's language, to the hotel's number and address", () => {
    const message = stayMessage(request, names);
    // Intl puts a comma after the weekday in some versions ("Friday, 4 December 2026").
    expect(message.text.replace(/day, /g, "day ")).toBe(
      [
        "Hello Surma Riverside Hotel, I would like to book a room.",
        "Reservation request SRH-7K3P9Q",
        "",
        "Room: Deluxe Room",
        "Check-in: Friday 4 December 2026 (From 2:00 PM)",
        "Check-out: Monday 7 December 2026 (By 12:00 PM)",
        "Guests: 2 adults, 1 child",
        "Nights: 3 nights × $249",
        "Offer: Weekend Escape: you save $99.60",
        "Total: $647.40 (≈ ৳78,983)",
        "Name: Nusrat Chowdhury",
        "Phone: +44 7700 900123",
        "E-mail: nusrat@example.com",
        "Payment: Pay later",
        "Special requests: A cot, please.",
        "",
        "Please confirm my reservation. Thank you!",
      ].join("\n"),
    );
    expect(message.subject.replace(/(Fri|Mon), /g, "$1 ")).toBe(
      "Reservation request SRH-7K3P9Q: Deluxe Room, Fri 4 Dec 2026 – Mon 7 Dec 2026",
    );
    expect(message.to).toBe("stay@surmariversidehotel.com");
    expect(message.phone).toBe("+880 1711 234567");
  });

  it("leaves out what the guest left empty, and an offer that saved nothing is named", () => {
    const rows = stayRows(
      { ...request, stay: { ...request.stay, specialRequests: "", discount: 0, total: 747 } },
      names,
    );
    expect(rows.find(([label]) => label === "Special requests")).toBeUndefined();
    expect(rows).toContainEqual(["Offer", "Weekend Escape"]);
  });

  it("keeps the longest request the form accepts within what WhatsApp and e-mail take", () => {
    const longest: GuestRequest = {
      ...request,
      stay: {
        ...request.stay,
        firstName: "নু".repeat(50),
        lastName: "স".repeat(100),
        email: `${"a".repeat(64)}@${"b".repeat(185)}.com`,
        phone: "+".padEnd(30, "৯"),
        // Cut at 2,000 characters, the form's limit, through the middle of an emoji.
        specialRequests: "আমার জন্য একটি খাট 🙏 <b>&</b>".repeat(80).slice(0, 2000),
      },
    };
    const { text, subject, to, phone } = stayMessage(longest, names);
    expect(text).toContain(longest.stay.specialRequests.slice(0, 1990));
    expect(text.length).toBeLessThanOrEqual(handoffLimits.text);
    expect(whatsappLink(phone, text).length).toBeLessThanOrEqual(handoffLimits.link);
    expect(mailtoLink(to, subject, text).length).toBeLessThanOrEqual(handoffLimits.link);
  });
});
