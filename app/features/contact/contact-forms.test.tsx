import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { venues } from "~/content/runtime/venues";
import { rooms } from "~/content/runtime/rooms";
import { valueOn } from "~/domain/day-schedule";
import { minStayOn } from "~/domain/rates";
import { ratesOf } from "~/content/runtime/room-rates";
import { calendarWords } from "~/locale/calendar";
import { isoDayPlus, localMidnightOf } from "~/domain/calendar-day";
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
  await Promise.all([
    preloadValidation(),
    loadReservationForms(),
    import("~/components/layout/date-calendar"),
  ]);
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const field = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(label, { exact: false });
/** A stay's date button (its calendar, once open, is named for it too). */
const dateField = (form: HTMLElement, label: string) =>
  within(form).getByRole("button", { name: new RegExp(`^${label}`) });
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

/** A day's name in the calendar, as "12 March 2026" begins it. */
const dayName = (isoDay: string) =>
  new RegExp(
    `\\b${new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(localMidnightOf(isoDay))}\\b`,
  );

/**
 * A date field's calendar, opened (unless choosing check-in opened it) and paged on to the month
 * of `isoDay`: that day's button.
 */
async function calendarDay(dateField: HTMLElement, isoDay: string) {
  if (dateField.getAttribute("aria-expanded") !== "true")
    await act(async () => {
      fireEvent.click(dateField);
    });
  const panel = document.getElementById(dateField.getAttribute("aria-controls") ?? "")!;
  // The month shown ("March 2026", the grid's name) and the day's, as months since year 0.
  const monthOf = (date: Date) => date.getFullYear() * 12 + date.getMonth();
  const shown = () =>
    monthOf(new Date(`1 ${within(panel).getByRole("grid").getAttribute("aria-label")}`));
  const wanted = monthOf(localMidnightOf(isoDay));
  while (shown() !== wanted) {
    const way = shown() < wanted ? /Next Month/ : /Previous Month/;
    await act(async () => {
      fireEvent.click(within(panel).getByRole("button", { name: way }));
    });
  }
  return within(panel).getByRole("button", { name: dayName(isoDay) });
}

/** Chooses a day in a date field's calendar. */
async function pickDay(dateField: HTMLElement, isoDay: string) {
  const day = await calendarDay(dateField, isoDay);
  await act(async () => {
    fireEvent.click(day);
  });
}

/** Chooses a stay's check-in, then its check-out (the calendar choosing check-in opened). */
async function pickStay(form: HTMLElement, checkIn: string, checkOut: string) {
  await pickDay(dateField(form, "Check-in date"), checkIn);
  await pickDay(dateField(form, "Check-out date"), checkOut);
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
    await pickStay(hotel, "2026-03-12", "2026-03-15");
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
    await pickStay(hotel, "2026-03-12", "2026-03-15");
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
    // The booking form's date picker: check-in from today (10 March), never a day before.
    expect(dateField(hotel, "Check-out date")).toBeDisabled();
    expect(dateField(hotel, "Check-out date")).toHaveAccessibleName(/Choose check-in first/);
    expect(await calendarDay(dateField(hotel, "Check-in date"), "2026-03-09")).toBeDisabled();
    expect(await calendarDay(dateField(hotel, "Check-in date"), "2026-03-10")).toBeEnabled();
    // Choosing check-in opens check-out's calendar, from the next day on.
    await pickDay(dateField(hotel, "Check-in date"), "2026-03-20");
    expect(dateField(hotel, "Check-in date")).toHaveAccessibleName(/Fri, 20 Mar 2026/);
    expect(dateField(hotel, "Check-out date")).toHaveAttribute("aria-expanded", "true");
    expect(await calendarDay(dateField(hotel, "Check-out date"), "2026-03-20")).toBeDisabled();
    expect(await calendarDay(dateField(hotel, "Check-out date"), "2026-03-21")).toBeEnabled();
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
    expect(dateField(hotel, "Check-in date")).toHaveAccessibleDescription(
      /Please choose your check-in date/,
    );
    expect(dateField(hotel, "Check-out date")).toHaveAccessibleDescription(
      /Please choose your check-out date/,
    );
    // The first wrong field after the guest's own is the check-in button; a past day or a
    // check-out before check-in cannot be chosen (above), and the schema refuses them too
    // (contact-schemas.test.ts).
    type(field(hotel, "Full name"), "Nadia");
    type(field(hotel, "E-mail"), "nadia@example.com");
    type(field(hotel, "Phone"), "+880 1711 000000");
    await submit(button);
    expect(dateField(hotel, "Check-in date")).toHaveFocus();
    // Chosen, the messages go; and a sent request takes the form back to no dates.
    await pickStay(hotel, "2026-03-12", "2026-03-15");
    expect(dateField(hotel, "Check-in date")).not.toHaveAccessibleDescription(/Please choose/);
    expect(dateField(hotel, "Check-out date")).not.toHaveAccessibleDescription(/Please choose/);
    await submit(button);
    expect(screen.getByRole("status")).toHaveTextContent("Your request is ready to send");
    act(() => vi.advanceTimersByTime(SUCCESS_MS));
    expect(dateField(hotel, "Check-in date")).toHaveAccessibleName(/Select a date/);
    expect(dateField(hotel, "Check-out date")).toBeDisabled();
  });
});

describe("a hotel request's stay rules, the booking form's", () => {
  it("offers no closed night and no stay shorter than its season's minimum, in the booking form's words", async () => {
    const hotel = await openHotelRequest();
    type(field(hotel, "Guests"), "1");
    const checkIn = () => dateField(hotel, "Check-in date");
    const checkOut = () => dateField(hotel, "Check-out date");

    // A closed night is no arrival, and named closed; from six days before it, the stay can end
    // on the morning of the closed night, and no later.
    const shut = rooms.find((room) => ratesOf(room).closed.length > 0)!;
    const night = ratesOf(shut).closed[0]!.from;
    type(field(hotel, "Room type"), shut.id);
    const closedDay = await calendarDay(checkIn(), night);
    expect(closedDay).toBeDisabled();
    expect(closedDay).toHaveAccessibleName(new RegExp(`, ${calendarWords.closed}$`));
    await pickDay(checkIn(), isoDayPlus(night, -6));
    expect(await calendarDay(checkOut(), night)).toBeEnabled();
    expect(await calendarDay(checkOut(), isoDayPlus(night, 1))).toBeDisabled();
    await pickDay(checkOut(), night);

    // One night where the season asks for more: not offered, and the calendar says why, in the
    // words of the booking form's calendar (the same component, components/layout).
    const room = rooms.find((item) => ratesOf(item).seasons.some((season) => season.minNights))!;
    const season = ratesOf(room).seasons.find((item) => (item.minNights ?? 1) > 1)!;
    const minimum = minStayOn(ratesOf(room), season.from)!;
    const words = calendarWords.minStay(minimum.season, minimum.minNights);
    type(field(hotel, "Room type"), room.id);
    await pickDay(checkIn(), season.from);
    const oneNight = await calendarDay(checkOut(), isoDayPlus(season.from, 1));
    expect(oneNight).toBeDisabled();
    expect(oneNight).toHaveAccessibleName(new RegExp(`, ${words}$`));
    const panel = document.getElementById(checkOut().getAttribute("aria-controls") ?? "")!;
    expect(within(panel).getByText(words)).toBeVisible();
    expect(await calendarDay(checkOut(), isoDayPlus(season.from, minimum.minNights))).toBeEnabled();
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
