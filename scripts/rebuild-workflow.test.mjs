// The hotel's daily rebuild (.github/workflows/rebuild.yml): read as GitHub reads it, it runs at
// least once a day, reads the booking sites' calendars, keeps what it read, builds, and asks the
// host named by a secret to build and publish.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

const workflow = parse(readFileSync(".github/workflows/rebuild.yml", "utf8"));
const steps = workflow.jobs.rebuild.steps;
const commands = steps.map((step) => step.run ?? "").join("\n");

/** How many times a day a cron line's hour field fires (minutes fixed). */
const runsPerDay = (cron) => {
  const [minute, hour, day, month, weekday] = cron.split(" ");
  expect([day, month, weekday], cron).toEqual(["*", "*", "*"]);
  expect(minute, cron).toMatch(/^\d+$/);
  if (hour === "*") return 24;
  const step = /^\*\/(\d+)$/.exec(hour);
  return step ? Math.ceil(24 / Number(step[1])) : hour.split(",").length;
};

describe("the daily rebuild", () => {
  it("runs every day, and can be started by hand", () => {
    const crons = workflow.on.schedule.map((entry) => entry.cron);
    expect(crons.reduce((sum, cron) => sum + runsPerDay(cron), 0)).toBeGreaterThanOrEqual(1);
    expect(workflow.on).toHaveProperty("workflow_dispatch");
  });

  it("reads the calendars, keeps the read, and builds, in that order", () => {
    const at = (text) => commands.indexOf(text);
    expect(at("npm ci")).toBeGreaterThanOrEqual(0);
    expect(at("npm run availability")).toBeGreaterThan(at("npm ci"));
    expect(at("git add content/availability.json")).toBeGreaterThan(at("npm run availability"));
    expect(at("npm run build")).toBeGreaterThan(at("git add content/availability.json"));
  });

  it("asks Netlify's or Cloudflare Pages' build hook, from the repository's secrets", () => {
    const hook = steps.find((step) => step.env?.NETLIFY_BUILD_HOOK);
    expect(hook.env).toEqual({
      NETLIFY_BUILD_HOOK: "${{ secrets.NETLIFY_BUILD_HOOK }}",
      CLOUDFLARE_DEPLOY_HOOK: "${{ secrets.CLOUDFLARE_DEPLOY_HOOK }}",
    });
    expect(hook.run).toContain("curl -fsS -X POST -d '{}' \"$NETLIFY_BUILD_HOOK\"");
    expect(hook.run).toContain('curl -fsS -X POST "$CLOUDFLARE_DEPLOY_HOOK"');
    // Pushing the calendars' read back needs the token's write access.
    expect(workflow.permissions).toEqual({ contents: "write" });
  });
});
