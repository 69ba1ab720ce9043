import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { policies } from "~/content/runtime/policies";
import { chat, chatServices } from "~/content/runtime/chat";
import { deskPhoneShown, site } from "~/content/runtime/site";
import { canSend } from "./chat-model";
import ChatPanel from "./chat-panel";

describe("chat model", () => {
  it("refuses empty and whitespace-only messages", () => {
    expect(canSend("")).toBe(false);
    expect(canSend(" \n\t ")).toBe(false);
    expect(canSend(" hi ")).toBe(true);
  });
  it("keys each reply by its name, its words beside it (content/chat.yaml)", () => {
    const { replies } = chat;
    expect(replies.checkInOut.text).toContain("{checkIn}");
    expect(replies.checkInOut.words).toContain("check in");
    // A Bengali page's words are there too: guests mix scripts on either site.
    expect(replies.checkInOut.words).toContain("চেক ইন");
  });
});

describe("ChatPanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("welcomes, sends, shows typing and replies after exactly 1.5 s", () => {
    render(<ChatPanel open onClose={() => {}} />);
    const log = screen.getByRole("log");
    expect(log).toHaveTextContent("Welcome to Surma Riverside Hotel! How can we help you today?");

    const input = screen.getByLabelText("Your message");
    const send = screen.getByRole("button", { name: "Send message" });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: "   " } });
    expect(send).toBeDisabled();
    fireEvent.submit(input.closest("form")!);
    expect(log.querySelectorAll("p")).toHaveLength(1);

    // Nothing in it fits an answer: the chat hands the guest to the team, it does not guess.
    fireEvent.change(input, { target: { value: "Tell me a joke" } });
    fireEvent.submit(input.closest("form")!);
    expect(input).toHaveValue("");
    expect(log).toHaveTextContent("Tell me a joke");
    expect(screen.getByText("Agent is typing...")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText("Agent is typing...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Agent is typing...")).not.toBeInTheDocument();
    expect(log).toHaveTextContent(chat.replies.handover.text);
  });

  it("answers a typed question with the reply that fits it, after the delay", () => {
    render(<ChatPanel open onClose={() => {}} />);
    const log = screen.getByRole("log");
    const input = screen.getByLabelText("Your message");
    fireEvent.change(input, { target: { value: "halal food?" } });
    fireEvent.submit(input.closest("form")!);
    act(() => vi.advanceTimersByTime(1499));
    expect(log).not.toHaveTextContent(chatServices.halal);
    act(() => vi.advanceTimersByTime(1));
    expect(log).toHaveTextContent(chatServices.halal);
    expect(log).not.toHaveTextContent(chat.replies.handover.text);

    fireEvent.change(input, { target: { value: "check in koyta theke" } });
    fireEvent.submit(input.closest("form")!);
    act(() => vi.advanceTimersByTime(1500));
    expect(log).toHaveTextContent(`Check-in is from ${policies.checkIn}`);
  });

  it("sends a quick reply's question and answers it", () => {
    render(<ChatPanel open onClose={() => {}} />);
    const log = screen.getByRole("log");
    const quick = screen.getByRole("list", { name: "Common questions" });
    const prices = within(quick).getByRole("button", { name: "Prices" });
    expect(prices).toHaveAttribute("type", "button");
    fireEvent.click(prices);
    expect(log).toHaveTextContent("How much is a room?");
    expect(screen.getByText("Agent is typing...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(log).toHaveTextContent("Our rooms per night:");
    expect(log).toHaveTextContent(/Deluxe Room \$\d+, up to \d guests/);

    fireEvent.click(within(quick).getByRole("button", { name: "Check-in time" }));
    act(() => vi.advanceTimersByTime(1500));
    expect(log).toHaveTextContent(
      `Check-in is from ${policies.checkIn} and check-out is by ${policies.checkOut}.`,
    );
  });

  it("says it is an automated assistant and links to the team on WhatsApp and by phone", () => {
    render(<ChatPanel open onClose={() => {}} />);
    expect(screen.getByText(/^An automated assistant answers here/)).toBeInTheDocument();
    const digits = site.phone.replace(/\D/g, "");
    expect(screen.getByRole("link", { name: "WhatsApp us" })).toHaveAttribute(
      "href",
      `https://wa.me/${digits}`,
    );
    expect(screen.getByRole("link", { name: `Call ${deskPhoneShown}` })).toHaveAttribute(
      "href",
      `tel:+${digits}`,
    );
    // The talk is still announced as it grows; the buttons and links stay outside it.
    const log = screen.getByRole("log");
    expect(log).toHaveAttribute("aria-live", "polite");
    expect(log.querySelector("button, a")).toBeNull();
  });

  it("closes on Escape", () => {
    const onClose = vi.fn();
    render(<ChatPanel open onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText("Your message"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
