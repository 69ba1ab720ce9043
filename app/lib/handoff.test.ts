import { describe, expect, it } from "vitest";
import { mailtoLink, requestText, whatsappLink, whatsappNumber } from "./handoff";

describe("requestText", () => {
  it("writes a heading, labelled rows and a closing, leaving out empty rows", () => {
    expect(
      requestText(
        "Reservation request SRH-7K3P9Q",
        [
          ["Room", "Deluxe Room"],
          ["Special requests", "  "],
          ["Name", " Nusrat Chowdhury "],
        ],
        "Thank you!",
      ),
    ).toBe(
      "Reservation request SRH-7K3P9Q\n\nRoom: Deluxe Room\nName: Nusrat Chowdhury\n\nThank you!",
    );
  });
});

describe("whatsappLink", () => {
  it("opens a chat with the hotel's digits and the text typed in, encoded", () => {
    expect(whatsappNumber("+880 1711 234567")).toBe("8801711234567");
    expect(whatsappLink("+880 1711 234567", "Room: ডিলাক্স & more\n<b>")).toBe(
      "https://wa.me/8801711234567?text=Room%3A%20%E0%A6%A1%E0%A6%BF%E0%A6%B2%E0%A6%BE%E0%A6%95%E0%A7%8D%E0%A6%B8%20%26%20more%0A%3Cb%3E",
    );
  });

  it("carries the text back whole", () => {
    const text = "নাম: নুসরাত 🙏\n# & ? = %";
    const url = new URL(whatsappLink("+880 1711 234567", text));
    expect(url.searchParams.get("text")).toBe(text);
  });
});

it("carries an emoji cut in half without throwing", () => {
  const cut = "খাট 🙏".slice(0, -1);
  expect(new URL(whatsappLink("+880 1711 234567", cut)).searchParams.get("text")).toBe(
    "খাট \uFFFD",
  );
  expect(mailtoLink("a@b.co", cut, cut)).toContain("%EF%BF%BD");
});

describe("mailtoLink", () => {
  it("fills in the subject and the body, lines ending in CRLF", () => {
    expect(mailtoLink("stay@example.com", "Request SRH-7K3P9Q", "Room: Deluxe\nThanks")).toBe(
      "mailto:stay@example.com?subject=Request%20SRH-7K3P9Q&body=Room%3A%20Deluxe%0D%0AThanks",
    );
  });
});
