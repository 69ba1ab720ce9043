import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { policies } from "~/content/policies";
import { chat } from "~/content/chat";
import { canSend, pickReply } from "./chat-model";
import ChatPanel from "./chat-panel";

describe("chat model", () => {
  it("refuses empty and whitespace-only messages", () => {
    expect(canSend("")).toBe(false);
    expect(canSend(" \n\t ")).toBe(false);
    expect(canSend(" hi ")).toBe(true);
  });
  it("picks each of the replies across the random range", () => {
    const replies = ["a", "b", "c"];
    expect(pickReply(replies, () => 0)).toBe("a");
    expect(pickReply(replies, () => 0.5)).toBe("b");
    expect(pickReply(replies, () => 0.9999)).toBe("c");
  });
  it("has seven canned replies, the policy one read from the policies (content/chat.yaml)", () => {
    const { replies } = chat;
    expect(replies).toHaveLength(7);
    expect(replies[2]).toContain(`from ${policies.checkIn}`);
    expect(replies[2]).toContain(`by ${policies.checkOut}`);
  });
});

describe("ChatPanel", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("welcomes, sends, shows typing and replies after exactly 1.5 s", () => {
    vi.spyOn(Math, "random").mockReturnValue(0.2);
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

    fireEvent.change(input, { target: { value: "Do you have parking?" } });
    fireEvent.submit(input.closest("form")!);
    expect(input).toHaveValue("");
    expect(log).toHaveTextContent("Do you have parking?");
    expect(screen.getByText("Agent is typing...")).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByText("Agent is typing...")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Agent is typing...")).not.toBeInTheDocument();
    expect(log).toHaveTextContent(chat.replies[1]!);
  });

  it("closes on Escape", () => {
    const onClose = vi.fn();
    render(<ChatPanel open onClose={onClose} />);
    fireEvent.keyDown(screen.getByLabelText("Your message"), { key: "Escape" });
    expect(onClose).toHaveBeenCalledOnce();
  });
});
