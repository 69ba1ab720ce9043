// The site built with delivery on (content/site.yaml's requestDelivery pointed at the tests'
// stand-in on this machine), then served as `npm start` serves it: what tests/delivery runs
// against. A copy of the tests' own hotel (tests/fixtures/hotel.mjs), whose words and figures the
// spec may state, so neither the hotel's content nor its shipped setting (off) is touched.
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureContent } from "../tests/fixtures/hotel.mjs";

const content = mkdtempSync(join(tmpdir(), "content-delivery-"));
cpSync(fixtureContent, content, { recursive: true });
const site = join(content, "site.yaml");
const yaml = readFileSync(site, "utf8");
const to = process.env.DELIVERY_TO ?? "http://localhost:4198/requests";
if (!yaml.includes('to: ""'))
  throw new Error(`${fixtureContent}/site.yaml: requestDelivery.to is not off`);
writeFileSync(site, yaml.replace('to: ""', `to: ${to}`));

process.env.CONTENT_DIR = content;
execFileSync("node", ["scripts/build.mjs"], { stdio: "inherit", env: process.env });
await import("./serve-build.mjs");
