import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { venues } from "~/content/runtime/venues";
import { rooms } from "~/content/runtime/rooms";
import { valueOn } from "~/domain/day-schedule";
import { stayRefusal } from "~/domain/rates";
import { ratesOf } from "~/content/runtime/room-rates";
import { stayWords } from "~/locale/stay-words";
import { isoDayPlus } from "~/domain/calendar-day";
import { hotelToday } from "~/lib/today";
import { ContactForms, loadReservationForms, SUCCESS_MS } from "./contact-forms";
import { preloadValidation } from "./validation";
import { readRequests, recordRequest } from "~/features/requests/request-store";
import type { RequestBody } from "~/domain/guest-requests";
import type { DeliverySetting } from "~/domain/delivery-setting";
import { hostile } from "../../../tests/fixtures/hostile-input";

// The test files share a module registry (vitest.config.ts): the modules this file imports are
// loaded afresh so that they take its mock, and dropped after it so that no other file gets them.
vi.hoisted(() => vi.resetModules());
afterAll(() => vi.resetModules());

// The hotel's delivery setting (content/site.yaml): off, as shipped, unless a test turns it on.
const delivery = vi.hoisted((): DeliverySetting => ({ to: "", format: "json", kinds: [] }));
vi.mock("~/content/runtime/request-delivery", () => ({ requestDelivery: delivery }));

/** The forms read and write the address (?request=), as on the contact page. */
const renderForms = ({
  keepRequest = async (request: RequestBody) => recordRequest(request).ref,
  prepareRequests = () => {},
} = {}) =>
  render(
    <MemoryRouter initialEntries={["/contact"]}>
      <ContactForms
        copy={copy}
        keepRequest={keepRequest}
        prepareRequests={prepareRequests}
        // As the contact page sends one (routes/contact.tsx).
        sendEnquiry={(enquiry) =>
          import("~/features/requests/delivery").then(({ deliverEnquiry }) =>
            deliverEnquiry(enquiry),
          )
        }
      />
    </MemoryRouter>,
  );

const copy = { eyebrow: "Write to us", title: "Send a message or request a reservation" };

// Tuesday 10 March 2026, 18:30 local time.
const NOW = new Date(2026, 2, 10, 18, 30);

beforeAll(async () => {
  // Load the lazy chunks once, with real timers, as a guest's first focus would: the validation,
  // and the reservation forms (preloaded when a guest points at or focuses their tab).
  await Promise.all([preloadValidation(), loadReservationForms()]);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false });
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

/** Types a message into the Contact Us form: a name, an e-mail address and the message. */
function fillMessage(form: HTMLElement, name: string, email: string, message: string) {
  type(field(form, "Full name"), name);
  type(field(form, "E-mail"), email);
  type(field(form, "Message"), message);
}

/** Opens the hotel request and types the guest's name, e-mail and phone; gives the form. */
async function openHotelRequest() {
  renderForms();
  await openTab("Make a Reservation");
  const hotel = screen.getByRole("form", { name: "Hotel" });
  type(field(hotel, "Full name"), "Nadia");
  type(field(hotel, "E-mail"), "nadia@example.com");
  type(field(hotel, "Phone"), "+880 1711 000000");
  return hotel;
}

/** Submits and lets React Hook Form's async validation settle. */
async function submit(button: HTMLElement) {
  await act(async () => {
    fireEvent.click(button);
  });
}

async function openTab(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("tab", { name }));
  });
}

describe("Contact Us form", () => {
  it("shows inline errors wired to the fields and focuses the first invalid one", async () => {
    renderForms();
    const form = screen.getByRole("form", { name: "Contact Us" });
    await submit(within(form).getByRole("button", { name: "Send Message" }));

    const name = field(form, "Full name");
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAccessibleDescription("Please enter your name.");
    expect(name).toHaveFocus();
    expect(field(form, "E-mail")).toHaveAccessibleDescription("Please enter your e-mail address.");
    expect(field(form, "Message")).toHaveAccessibleDescription("Please enter your message.");
    // Phone is optional: no error, only its hint.
    const phone = field(form, "Phone");
    expect(phone).not.toHaveAttribute("aria-invalid");
    expect(phone).toHaveAccessibleDescription(/country code/);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("keeps everything typed after a failed submit, markup included, and never renders it", async () => {
    const { container } = renderForms();
    const form = screen.getByRole("form", { name: "Contact Us" });
    const markup = `<script>alert("x")</script><img src=x onerror="alert(1)">`;
    type(field(form, "Full name"), "রহিম উদ্দিন 🌸");
    type(field(form, "E-mail"), "rahim@");
    type(field(form, "Phone"), "০১৭১১ ২৩৪৫৬৭");
    fireEvent.change(field(form, "Subject"), { target: { value: "feedback" } });
    type(field(form, "Message"), markup);
    await submit(within(form).getByRole("button", { name: "Send Message" }));

    const email = field(form, "E-mail");
    expect(email).toHaveAccessibleDescription(
      "Please enter a valid e-mail address, for example name@example.com.",
    );
    expect(email).toHaveFocus();
    expect(field(form, "Full name")).toHaveValue("রহিম উদ্দিন 🌸");
    expect(field(form, "Full name")).not.toHaveAttribute("aria-invalid");
    expect(email).toHaveValue("rahim@");
    expect(field(form, "Phone")).toHaveValue("০১৭১১ ২৩৪৫৬৭");
    expect(field(form, "Subject")).toHaveValue("feedback");
    expect(field(form, "Message")).toHaveValue(markup);
    expect(container.querySelector("script, img")).toBeNull();

    // Fixing the field clears its error as the guest types.
    await act(async () => type(email, "rahim@example.com"));
    expect(email).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText(/valid e-mail address/)).not.toBeInTheDocument();
  });

  // Odd input in each field, the others valid: it is accepted as plain text, or the field is
  // marked invalid, explained, and still holds it; nothing typed ever becomes markup. (In the
  // browser, tests/e2e/hostile-input.spec.ts types markup into every field of the page at once.)
  const valid = { "Full name": "Amina Rahman", "E-mail": "amina@example.com", Message: "Hi" };
  for (const label of ["Full name", "E-mail", "Message", "Phone"] as const)
    it(`${label}: odd input is accepted as text or explained, and never lost`, async () => {
      const outcomes: string[] = [];
      for (const [kind, value] of Object.entries(hostile)) {
        const { container, unmount } = renderForms();
        const form = screen.getByRole("form", { name: "Contact Us" });
        for (const [name, text] of Object.entries(valid)) type(field(form, name), text);
        type(field(form, label), value);
        await submit(within(form).getByRole("button", { name: "Send Message" }));
        if (screen.queryByText("Message Sent Successfully!")) outcomes.push(`${kind}: accepted`);
        else {
          const input = field(form, label);
          expect(input, `${kind} in ${label}`).toHaveAttribute("aria-invalid", "true");
          expect(input.getAttribute("aria-describedby")).toBeTruthy();
          const message = document.getElementById(
            input.getAttribute("aria-describedby")!.split(" ")[0]!,
          );
          expect(message?.textContent?.trim(), `${kind} in ${label}: its message`).toBeTruthy();
          // An e-mail input drops surrounding white space (the HTML standard's value sanitization).
          expect(input).toHaveValue(label === "E-mail" ? value.trim() : value);
          outcomes.push(`${kind}: explained`);
        }
        expect(container.querySelector('script, img[src="x"], b')).toBeNull();
        unmount();
      }
      // The required fields refuse empty and blank input; the long text is explained, not cut.
      if (label !== "Phone")
        expect(outcomes).toEqual(
          expect.arrayContaining(["empty: explained", "whitespace: explained"]),
        );
      expect(outcomes).toHaveLength(Object.keys(hostile).length);
    });

  it("explains a 10,000-character message instead of cutting it", async () => {
    renderForms();
    const form = screen.getByRole("form", { name: "Contact Us" });
    fillMessage(form, "Rahim", "rahim@example.com", "a".repeat(10_000));
    await submit(within(form).getByRole("button", { name: "Send Message" }));
    expect(field(form, "Message")).toHaveAccessibleDescription(
      "Please shorten your message to 5,000 characters or fewer.",
    );
    expect(field(form, "Message")).toHaveValue("a".repeat(10_000));
  });

  it("replaces the form with the success message for exactly 5 seconds, then a fresh form", async () => {
    renderForms();
    const form = screen.getByRole("form", { name: "Contact Us" });
    fillMessage(form, "  Rahim Uddin ", "rahim@example.com", "Is the river-view room free in May?");
    await submit(within(form).getByRole("button", { name: "Send Message" }));

    const status = screen.getByRole("status");
    expect(status).toHaveTextContent("Message Sent Successfully!");
    expect(status).toHaveTextContent(
      "Thank you for reaching out to us. We'll get back to you shortly.",
    );
    expect(status).toHaveFocus();
    expect(screen.queryByRole("form")).not.toBeInTheDocument(); // hidden, not just covered

    act(() => vi.advanceTimersByTime(SUCCESS_MS - 1));
    expect(screen.getByRole("status")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();

    const again = screen.getByRole("form", { name: "Contact Us" });
    expect(field(again, "Full name")).toHaveValue("");
    expect(field(again, "Message")).toHaveValue("");
    expect(field(again, "Subject")).toHaveValue("general");
    expect(field(again, "Full name")).toHaveFocus();
    expect(SUCCESS_MS).toBe(5000);
  });
  it("with enquiries delivered, sends the message and says it was sent only once the address said yes", async () => {
    delivery.to = "https://forms.example.com/f/hotel";
    delivery.kinds = ["enquiries"];
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>(() => new Promise((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetchMock);
    try {
      renderForms();
      const form = screen.getByRole("form", { name: "Contact Us" });
      fillMessage(form, "Rahim Uddin", "rahim@example.com", "Is the river-view room free in May?");
      await submit(within(form).getByRole("button", { name: "Send Message" }));
      expect(screen.getByRole("status")).toHaveTextContent("Sending your message…");
      expect(screen.getByRole("status")).not.toHaveTextContent("Sent Successfully");
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
      const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body));
      expect(body).toMatchObject({
        kind: "enquiry",
        fields: { name: "Rahim Uddin", message: "Is the river-view room free in May?" },
      });
      await act(async () => answer(new Response(null, { status: 200 })));
      expect(screen.getByRole("status")).toHaveTextContent("Message Sent Successfully!");
      expect(screen.getByRole("status")).toHaveTextContent(/It reached our team at 6:30 PM\./);
    } finally {
      vi.unstubAllGlobals();
      delivery.to = "";
      delivery.kinds = [];
    }
  });
});

describe("one success flag for both tabs", () => {
  it("keeps the message on the other tab, and leaves that tab's typing alone", async () => {
    renderForms();
    await openTab("Make a Reservation");
    const hotel = screen.getByRole("form", { name: "Hotel" });
    type(field(hotel, "Full name"), "Nadia Chowdhury");

    await openTab("Contact Us");
    const form = screen.getByRole("form", { name: "Contact Us" });
    fillMessage(form, "Rahim", "rahim@example.com", "Hello");
    await submit(within(form).getByRole("button", { name: "Send Message" }));
    expect(screen.getByRole("status")).toHaveTextContent("Message Sent Successfully!");

    // Same flag: the reservation tab shows the same message, not its form.
    await openTab("Make a Reservation");
    expect(screen.getByRole("tab", { name: "Make a Reservation" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(screen.getByRole("status")).toHaveTextContent("Message Sent Successfully!");
    expect(screen.queryByRole("form")).not.toBeInTheDocument();

    // One timer: switching tabs did not restart the 5 seconds.
    act(() => vi.advanceTimersByTime(SUCCESS_MS));
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(field(screen.getByRole("form", { name: "Hotel" }), "Full name")).toHaveValue(
      "Nadia Chowdhury",
    );
  });

  it("shows the reservation message after a hotel request, on either tab", async () => {
    const hotel = await openHotelRequest();
    type(field(hotel, "Check-in date"), "2026-03-12");
    type(field(hotel, "Check-out date"), "2026-03-15");
    await submit(within(hotel).getByRole("button", { name: "Request Room" }));

    expect(screen.getByRole("status")).toHaveTextContent("Your request is ready to send");
    // Kept on this device under its reference, and the message says so and links to it.
    const [request] = readRequests();
    expect(request).toMatchObject({
      kind: "hotel",
      hotel: { room: "standard", checkIn: "2026-03-12", checkOut: "2026-03-15", guests: 2 },
    });
    const ref = request?.ref ?? "none";
    expect(screen.getByRole("status")).toHaveTextContent(
      `Request ${ref} is saved on this device; nothing has reached us yet.`,
    );
    expect(screen.getByRole("link", { name: `Open request ${ref}` })).toHaveAttribute(
      "href",
      `/my-requests?ref=${ref}`,
    );
    await openTab("Contact Us");
    expect(screen.getByRole("status")).toHaveTextContent("Your request is ready to send");
    act(() => vi.advanceTimersByTime(SUCCESS_MS));
    expect(screen.getByRole("form", { name: "Contact Us" })).toBeVisible();
    // Back on the reservation forms, a line keeps the request's reference and the way to it.
    await openTab("Make a Reservation");
    expect(screen.getByText(`Your request ${ref} is kept in My requests.`)).toBeVisible();
    expect(screen.getByRole("link", { name: `Open request ${ref}` })).toHaveAttribute(
      "href",
      `/my-requests?ref=${ref}`,
    );
  });

  it("loads the keeping when the forms open; if it cannot load, claims no saved request", async () => {
    const prepareRequests = vi.fn();
    renderForms({ keepRequest: () => Promise.reject(new Error("offline")), prepareRequests });
    expect(prepareRequests).not.toHaveBeenCalled();
    await openTab("Make a Reservation");
    expect(prepareRequests).toHaveBeenCalledTimes(1);
    const hotel = screen.getByRole("form", { name: "Hotel" });
    type(field(hotel, "Full name"), "Nadia");
    type(field(hotel, "E-mail"), "nadia@example.com");
    type(field(hotel, "Phone"), "+880 1711 000000");
    type(field(hotel, "Check-in date"), "2026-03-12");
    type(field(hotel, "Check-out date"), "2026-03-15");
    await submit(within(hotel).getByRole("button", { name: "Request Room" }));
    expect(screen.getByRole("status")).toHaveTextContent("Your request was not saved");
    expect(screen.getByRole("status")).toHaveTextContent(
      "It could not be saved on this device. Please call us or message us on WhatsApp",
    );
    expect(screen.queryByRole("link", { name: /Open request/ })).toBeNull();
  });
});

describe("hotel reservation request", () => {
  it("offers the six rooms (standard first and chosen) and the guests the room sleeps (2 chosen)", async () => {
    renderForms();
    await openTab("Make a Reservation");
    const hotel = screen.getByRole("form", { name: "Hotel" });
    const room = field(hotel, "Room type");
    expect(
      within(room)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value")),
    ).toEqual(rooms.map((item) => item.id));
    expect(room).toHaveValue("standard");
    // Its price before dates on the guest's day: the lowest rate of the coming weeks, "from"
    // when those nights differ.
    const standard = rooms.find((item) => item.id === "standard")!;
    const price = valueOn(standard.fromPrices, hotelToday());
    expect(within(room).getByRole("option", { selected: true })).toHaveTextContent(
      `Standard Room · ${price.varies ? "from " : ""}$${price.rate}`,
    );
    const guests = field(hotel, "Guests");
    expect(
      within(guests)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["1 guest", "2 guests"]);
    expect(guests).toHaveValue("2");
    expect(guests).toHaveAccessibleDescription(/The Standard Room sleeps up to 2\./);
    expect(field(hotel, "Check-in date")).toHaveAttribute("min", "2026-03-10");
    expect(field(hotel, "Check-out date")).toHaveAttribute("min", "2026-03-11");
    type(field(hotel, "Check-in date"), "2026-03-20");
    expect(field(hotel, "Check-out date")).toHaveAttribute("min", "2026-03-21");
  });

  it("offers a larger room's guests, and a smaller room lowers them and says so", async () => {
    renderForms();
    await openTab("Make a Reservation");
    const hotel = screen.getByRole("form", { name: "Hotel" });
    const room = field(hotel, "Room type");
    const guests = field(hotel, "Guests");
    const options = () =>
      within(guests)
        .getAllByRole("option")
        .map((option) => option.getAttribute("value"));
    fireEvent.change(room, { target: { value: "family-suite" } });
    expect(options()).toEqual(["1", "2", "3", "4"]);
    fireEvent.change(guests, { target: { value: "4" } });
    expect(guests).toHaveValue("4");
    fireEvent.change(room, { target: { value: "deluxe" } });
    expect(options()).toEqual(["1", "2"]);
    expect(guests).toHaveValue("2");
    const told = "The Deluxe Room sleeps up to 2, so guests is now 2.";
    expect(guests).toHaveAccessibleDescription(told);
    expect(within(hotel).getByText(told, { selector: "[aria-live]" })).toBeInTheDocument();
    // Back in a room that sleeps them, the four the guest chose are back.
    fireEvent.change(room, { target: { value: "family-suite" } });
    expect(guests).toHaveValue("4");
  });

  it("requires every field and checks the dates", async () => {
    renderForms();
    await openTab("Make a Reservation");
    const hotel = screen.getByRole("form", { name: "Hotel" });
    const button = within(hotel).getByRole("button", { name: "Request Room" });
    await submit(button);
    expect(field(hotel, "Full name")).toHaveFocus();
    expect(field(hotel, "Phone")).toHaveAccessibleDescription(/Please enter a phone number/);
    expect(field(hotel, "Check-in date")).toHaveAccessibleDescription(
      /Please choose your check-in date/,
    );
    expect(field(hotel, "Check-out date")).toHaveAccessibleDescription(
      /Please choose your check-out date/,
    );

    type(field(hotel, "Full name"), "Nadia");
    type(field(hotel, "E-mail"), "nadia@example.com");
    type(field(hotel, "Phone"), "+880 1711 000000");
    type(field(hotel, "Check-in date"), "2026-03-09");
    type(field(hotel, "Check-out date"), "2026-03-09");
    await submit(button);
    expect(field(hotel, "Check-in date")).toHaveAccessibleDescription(
      /Check-in can't be in the past/,
    );
    expect(field(hotel, "Check-in date")).toHaveFocus();
    expect(field(hotel, "Check-out date")).toHaveAccessibleDescription(
      /Check-out must be at least one day after check-in/,
    );
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("a hotel request's stay rules, the booking form's", () => {
  it("refuses closed nights and a season's too-short stay in the booking form's words", async () => {
    const hotel = await openHotelRequest();
    type(field(hotel, "Guests"), "1");
    const button = within(hotel).getByRole("button", { name: "Request Room" });
    const ask = async (roomId: string, checkIn: string, checkOut: string) => {
      type(field(hotel, "Room type"), roomId);
      type(field(hotel, "Check-in date"), checkIn);
      type(field(hotel, "Check-out date"), checkOut);
      await submit(button);
    };
    // The refusal, beside the field's own hint (the check-out time).
    const refusalOf = (room: (typeof rooms)[number], checkIn: string, checkOut: string) =>
      expect.stringContaining(
        stayWords.refused(room.name, stayRefusal(ratesOf(room), checkIn, checkOut)!),
      );

    // A week that takes in a closed night: the nights are named.
    const shut = rooms.find((room) => ratesOf(room).closed.length > 0)!;
    const night = ratesOf(shut).closed[0]!.from;
    await ask(shut.id, isoDayPlus(night, -6), isoDayPlus(night, 1));
    expect(field(hotel, "Check-out date")).toHaveAccessibleDescription(
      refusalOf(shut, isoDayPlus(night, -6), isoDayPlus(night, 1)),
    );

    // One night where the season asks for more.
    const room = rooms.find((item) => ratesOf(item).seasons.some((season) => season.minNights))!;
    const season = ratesOf(room).seasons.find((item) => (item.minNights ?? 1) > 1)!;
    await ask(room.id, season.from, isoDayPlus(season.from, 1));
    expect(field(hotel, "Check-out date")).toHaveAccessibleDescription(
      refusalOf(room, season.from, isoDayPlus(season.from, 1)),
    );
    expect(field(hotel, "Check-out date")).toHaveFocus();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });
});

describe("restaurant reservation request", () => {
  it("defaults to the fine-dining restaurant and a party of 2, with that restaurant's hours", async () => {
    renderForms();
    await openTab("Make a Reservation");
    await openTab("Restaurant");
    const dining = screen.getByRole("form", { name: "Restaurant" });
    const restaurant = field(dining, "Restaurant");
    expect(
      within(restaurant)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(venues.map((venue) => venue.name));
    expect(restaurant).toHaveValue("fine-dining");
    const party = field(dining, "Party size");
    expect(party).toHaveValue("2");
    expect(within(party).getAllByRole("option")).toHaveLength(7);
    expect(within(party).getAllByRole("option").at(-1)).toHaveTextContent("7+ people");
    expect(field(dining, "Time")).toHaveAccessibleDescription(
      "Dinner: Tuesday – Sunday, 5:30 PM – 10:30 PM.",
    );
    // 24 hours' notice: the first bookable date is tomorrow.
    expect(field(dining, "Date")).toHaveAttribute("min", "2026-03-11");

    fireEvent.change(restaurant, { target: { value: "terrace-bistro" } });
    expect(field(dining, "Time")).toHaveAccessibleDescription(
      "Lunch: Every day, 11:30 AM – 2:30 PM. Dinner: Every day, 6:00 PM – 9:30 PM.",
    );
  });

  it("offers only the times the restaurant seats guests that day, and says when it is closed", async () => {
    renderForms();
    await openTab("Make a Reservation");
    await openTab("Restaurant");
    const dining = screen.getByRole("form", { name: "Restaurant" });
    const times = () =>
      within(field(dining, "Time"))
        .getAllByRole("option")
        .map((option) => option.textContent);
    // Thursday 12 March 2026: Shapla seats from 5:30 to 9:30 PM, every half hour.
    type(field(dining, "Date"), "2026-03-12");
    expect(times()).toEqual([
      "Choose a time",
      "5:30 PM",
      "6:00 PM",
      "6:30 PM",
      "7:00 PM",
      "7:30 PM",
      "8:00 PM",
      "8:30 PM",
      "9:00 PM",
      "9:30 PM",
    ]);
    // Monday 16 March: closed, and the page says so.
    type(field(dining, "Date"), "2026-03-16");
    expect(times()).toEqual(["Closed that day"]);
    expect(field(dining, "Time")).toHaveAccessibleDescription(
      /^Shapla Fine Dining is closed on Mondays\. Dinner: Tuesday – Sunday/,
    );
    // The Terrace Bistro serves lunch and dinner that Monday, nothing between.
    fireEvent.change(field(dining, "Restaurant"), { target: { value: "terrace-bistro" } });
    expect(times()).toContain("1:30 PM");
    expect(times()).not.toContain("2:00 PM");
    expect(times()).not.toContain("3:00 PM");
    expect(times().at(-1)).toBe("8:30 PM");
  });

  it("requires date and time, and 24 hours' notice", async () => {
    renderForms();
    await openTab("Make a Reservation");
    await openTab("Restaurant");
    const dining = screen.getByRole("form", { name: "Restaurant" });
    type(field(dining, "Full name"), "Nadia");
    type(field(dining, "E-mail"), "nadia@example.com");
    type(field(dining, "Phone"), "01711 000000");
    const button = within(dining).getByRole("button", { name: "Request Table" });
    await submit(button);
    expect(field(dining, "Date")).toHaveAccessibleDescription(/Please choose the date/);
    expect(field(dining, "Date")).toHaveFocus();
    expect(field(dining, "Time")).toHaveAccessibleDescription(/Please choose a time/);

    type(field(dining, "Date"), "2026-03-11");
    type(field(dining, "Time"), "18:00");
    await submit(button);
    expect(field(dining, "Time")).toHaveAccessibleDescription(
      /We need 24 hours' notice for a table/,
    );

    type(field(dining, "Time"), "19:30");
    type(field(dining, "Special requests"), "Window table, please 🎂");
    await submit(button);
    expect(screen.getByRole("status")).toHaveTextContent("Your request is ready to send");
  });
});
