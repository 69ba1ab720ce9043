import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  deliveryAddress,
  serviceWorkerContentSecurityPolicy,
  workerContentSecurityPolicy,
} from "./site-headers.mjs";

const address = "https://formspree.io/f/abcd1234";
const directive = (policy, name) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

// A copy of the content with delivery set as `to`.
const dirs = [];
function contentWith(to) {
  const dir = mkdtempSync(join(tmpdir(), "content-"));
  dirs.push(dir);
  cpSync("content", dir, { recursive: true });
  const site = join(dir, "site.yaml");
  writeFileSync(site, readFileSync(site, "utf8").replace('to: ""', `to: ${to}`));
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe("the content security policy and the delivery of requests", () => {
  it("allows only this origin while delivery is off (the content as it ships)", () => {
    expect(deliveryAddress()).toBeUndefined();
    expect(directive(contentSecurityPolicy([]), "connect-src")).toBe("'self'");
    expect(serviceWorkerContentSecurityPolicy).toBe("default-src 'self'");
  });

  it("allows that one address, and nothing else, while delivery is on", () => {
    const delivery = deliveryAddress(contentWith(address));
    expect(delivery).toBe(address);
    expect(directive(contentSecurityPolicy([], { delivery }), "connect-src")).toBe(
      `'self' ${address}`,
    );
    // The worker sends what waits: it may reach the same address.
    expect(directive(workerContentSecurityPolicy(delivery), "connect-src")).toBe(
      `'self' ${address}`,
    );
    expect(directive(contentSecurityPolicy([], { delivery }), "default-src")).toBe("'self'");
  });

  it("adds no address for Netlify's own collection, which is this origin", () => {
    expect(deliveryAddress(contentWith("netlify"))).toBeUndefined();
  });
});
