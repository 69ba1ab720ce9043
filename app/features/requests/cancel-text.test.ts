import { describe, expect, it } from "vitest";
import { sampleStayRequest } from "../../../tests/fixtures/sample-request";
import { costRow, costSentence, roomCount } from "./cancel-text";

describe("what a late cancellation of several rooms says", () => {
  const late = { kind: "late", amount: 500, since: { day: "2026-12-03", time: "03:00" } } as const;

  it("counts the rooms alike and each room of its own", () => {
    expect(roomCount(sampleStayRequest().stay)).toBe(1);
    expect(roomCount(sampleStayRequest({ rooms: 3 }).stay)).toBe(3);
    const family = { room: "executive", adults: 2, children: 0 };
    expect(roomCount(sampleStayRequest({ moreRooms: [family, family] }).stay)).toBe(3);
  });

  it("names the first night of each room, or the first night of one", () => {
    expect(costSentence(late)).toMatch(/, the first night\.$/);
    expect(costSentence(late, 2)).toMatch(/, the first night of each of the 2 rooms\.$/);
    expect(costRow(late)).toMatch(/ \(the first night\)$/);
    expect(costRow(late, 3)).toMatch(/ \(the first night of each of the 3 rooms\)$/);
  });
});
