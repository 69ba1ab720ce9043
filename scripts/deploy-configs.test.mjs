// The Netlify / Cloudflare Pages files, read the way those hosts read them: the first `_redirects`
// rule whose path matches wins (a trailing `*` matches any rest), and every `_headers` block whose
// path matches adds its headers. nginx and `npm start` are served and checked for real by
// scripts/check-hosts.mjs; these two files have no server here, so their rules are checked as text.
import { describe, expect, it } from "vitest";
import { netlifyHeaders, netlifyRedirects } from "./deploy-configs.mjs";

const matches = (pattern, path) =>
  pattern.endsWith("*") ? path.startsWith(pattern.slice(0, -1)) : pattern === path;

function redirectFor(file, path) {
  for (const line of file.split("\n")) {
    if (!line.trim() || line.startsWith("#")) continue;
    const [from, to, status] = line.trim().split(/\s+/);
    if (matches(from, path)) return { to, status };
  }
  return null;
}

function headersFor(file, path) {
  const headers = {};
  let applies = false;
  for (const line of file.split("\n")) {
    if (!line.trim()) continue;
    if (!line.startsWith(" ")) applies = matches(line.trim(), path);
    else if (applies) {
      const [name, ...value] = line.trim().split(": ");
      headers[name] = headers[name] ? `${headers[name]}, ${value.join(": ")}` : value.join(": ");
    }
  }
  return headers;
}

const pages = ["/", "/rooms", "/rooms/deluxe", "/about-us", "/bn", "/bn/rooms/deluxe", "/404"];

describe("_redirects", () => {
  const file = netlifyRedirects(pages);

  it("serves each page from its folder with status 200", () => {
    expect(redirectFor(file, "/rooms/deluxe")).toEqual({
      to: "/rooms/deluxe/index.html",
      status: "200",
    });
    expect(redirectFor(file, "/about-us")).toEqual({ to: "/about-us/index.html", status: "200" });
    expect(redirectFor(file, "/bn/rooms/deluxe")).toEqual({
      to: "/bn/rooms/deluxe/index.html",
      status: "200",
    });
  });

  it("answers unknown paths with their section's not-found page and status 404", () => {
    expect(redirectFor(file, "/no-such-page")).toEqual({ to: "/404/index.html", status: "404" });
    expect(redirectFor(file, "/rooms/no-such-room")).toEqual({
      to: "/rooms/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/blog/no-such-post")).toEqual({
      to: "/blog/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/bn/rooms/no-such-room")).toEqual({
      to: "/bn/rooms/not-found/index.html",
      status: "404",
    });
    expect(redirectFor(file, "/bn/no-such-page")).toEqual({
      to: "/bn/404/index.html",
      status: "404",
    });
  });

  it("never serves the not-found page itself as a 200, even though its file exists", () => {
    expect(redirectFor(file, "/404")).toEqual({ to: "/404/index.html", status: "404!" });
  });
});

describe("_headers", () => {
  const hashes = ["sha256-abc=", "sha256-def="];
  const file = netlifyHeaders(hashes);

  it("sends the security headers and a policy naming exactly the inline scripts, on pages", () => {
    const headers = headersFor(file, "/rooms/deluxe");
    expect(headers["Strict-Transport-Security"]).toMatch(/max-age=31536000/);
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["Cross-Origin-Opener-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
    const policy = headers["Content-Security-Policy"];
    const scriptSrc = policy.split("; ").find((part) => part.startsWith("script-src"));
    expect(scriptSrc).toBe("script-src 'self' 'sha256-abc=' 'sha256-def='");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ])
      expect(policy).toContain(directive);
  });

  it("caches hashed assets for a year, immutable, and leaves HTML to the host's no-cache default", () => {
    expect(headersFor(file, "/assets/shell-abc123.js")["Cache-Control"]).toBe(
      "public, max-age=31536000, immutable",
    );
    expect(headersFor(file, "/rooms/deluxe")["Cache-Control"]).toBeUndefined();
    expect(headersFor(file, "/")["Cache-Control"]).toBeUndefined();
  });
});
