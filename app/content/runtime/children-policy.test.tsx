// The children policy reads the same everywhere (issue 37): one sentence in content/policies.yaml,
// in both languages, stated word for word by the room page, the booking form, the FAQ, the terms
// and the chat.
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { replyTo } from "~/features/chat/chat-answers";
import { ReservationForm } from "~/features/booking/reservation-form";
import { PoliciesBody } from "~/features/rooms/room-extras";
import { childrenPolicy } from "./children-policy";
import { faqEntries } from "../server/faq.server";
import { localize, readCollection } from "../server/files.server";
import { legalPageOf } from "../server/legal.server";
import { formatMoney } from "~/i18n/format";
import { bnDigits } from "~/lib/locale";
import { PoliciesFile } from "../schemas/collections/policies";

const file = (name: "policies" | "chat" | "faq" | "legal", id?: string) => {
  const entry = readCollection(name).entries.find((item) => !id || item.id === id);
  if (!entry) throw new Error(`content: no ${name} ${id ?? ""}`);
  return entry;
};

describe("the children policy", () => {
  it("is one sentence of the policies, its ages and prices filled in, in both languages", () => {
    const rules = localize("policies", file("policies"), "en").childrenRules;
    const dollars = (amount: number, locale: string) => formatMoney(amount, locale);
    expect(childrenPolicy).toBe(
      `Children under ${rules.freeUnderAge} stay free when using existing bedding; a cot for a child under ${rules.cotUnderAge} is ${dollars(rules.cotNightly, "en-GB")} a night. An extra bed is ${dollars(rules.extraBedNightly, "en-GB")} a night.`,
    );
    const bn = localize("policies", file("policies"), "bn").childrenPolicy;
    expect(bn).toContain(`${bnDigits(rules.freeUnderAge)} বছরের কম বয়সী শিশু`);
    expect(bn).toContain(`প্রতি রাতে ${dollars(rules.extraBedNightly, "bn-BD")}`);
    expect(bn).not.toMatch(/[{}A-Za-z0-9]/);
  });

  it("names only the policy's own figures", () => {
    const data = file("policies").data as { en: Record<string, unknown>; bn: unknown };
    const issues = (childrenPolicy: string) =>
      PoliciesFile.safeParse({ ...data, en: { ...data.en, childrenPolicy } }).error?.issues.map(
        (issue) => issue.message,
      );
    expect(issues("Under {childrenFreeUnderAge} free; an extra bed is {extraBedNightly}.")).toBeUndefined();
    expect(issues("Under {childrenFreeUnderAge} free; a cot is {checkIn}.")).toEqual([
      "its placeholders are {childrenFreeUnderAge}, {cotUnderAge}, {cotNightly}, {extraBedNightly}",
    ]);
  });

  it("reads the same on the room page, in the booking form, the FAQ, the terms and the chat", () => {
    render(<PoliciesBody />);
    expect(screen.getByText(childrenPolicy)).toBeInTheDocument();

    const router = createMemoryRouter(
      [{ path: "/reservations", element: <ReservationForm onConfirmed={() => "SRH-1"} keptStay={() => undefined} /> }],
      { initialEntries: ["/reservations"] },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByLabelText("Children")).toHaveAccessibleDescription(
      expect.stringContaining(childrenPolicy),
    );

    expect(faqEntries().find((entry) => entry.id === "children")?.answer).toContain(childrenPolicy);
    expect(legalPageOf("terms").sections.flatMap((section) => section.list ?? [])).toContain(
      childrenPolicy,
    );
    expect(replyTo("Do kids stay free?").text).toContain(childrenPolicy);
  });

  it("is named, not retold, by the Bengali FAQ, terms and chat", () => {
    const bn = (name: "chat" | "faq" | "legal", id?: string) =>
      JSON.stringify(localize(name, file(name, id), "bn"));
    for (const text of [bn("faq", "children"), bn("legal", "terms"), bn("chat")]) {
      expect(text).toContain("{childrenPolicy}");
      expect(text).not.toContain("{childrenFreeUnderAge}");
    }
  });
});
