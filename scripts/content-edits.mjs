// The hotel's ordinary edits, as the editor at /admin/ would save them: a room's base and season
// rates, a venue's opening time, offers renamed and extended, a dish's price, a new dish, the
// extra bed's and a trip's prices. The suite
// must stay green after any of them (docs/testing.md, "Edits and days"). `npm test` applies the
// first set to a copy of the content; `npm run test:heavy` applies every set.
//
//   node scripts/content-edits.mjs <content folder> [set name]   (edits the folder in place)
import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseDocument } from "yaml";

/** One year later, same day (29 February becomes 1 March). */
const yearLater = (day) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + 1);
  return date.toISOString().slice(0, 10);
};

/** Edits one YAML file through its document, as the editor writes it back (comments kept). */
function edit(dir, file, change) {
  const path = join(dir, file);
  if (!existsSync(path)) throw new Error(`content-edits: no ${path}`);
  const document = parseDocument(readFileSync(path, "utf8"));
  change(document);
  writeFileSync(path, document.toString({ lineWidth: 100 }));
}

const roomRates = (id, plus) => (dir) =>
  edit(dir, `rooms/${id}.yaml`, (doc) => {
    doc.setIn(["en", "price"], doc.getIn(["en", "price"]) + plus);
    const seasons = doc.getIn(["en", "seasons"]);
    for (const season of seasons?.items ?? []) {
      season.set("nightly", season.get("nightly") + plus);
      if (season.has("weekend")) season.set("weekend", season.get("weekend") + plus);
    }
  });

const opensAt = (hours, time) => (dir) =>
  edit(dir, "policies.yaml", (doc) => doc.setIn(["en", "hours", hours, "opens"], time));

const offerRenamed = (id, en, bn) => (dir) =>
  edit(dir, `offers/${id}.yaml`, (doc) => {
    doc.setIn(["en", "title"], en);
    doc.setIn(["bn", "title"], bn);
    doc.setIn(["en", "validUntil"], yearLater(String(doc.getIn(["en", "validUntil"]))));
  });

const dishPrice = (folder, id, price) => (dir) =>
  edit(dir, `${folder}/${id}.yaml`, (doc) => doc.setIn(["en", "price"], price));

/** One of the policies' figures set anew (the extra bed's price a night, the cot's). */
const policyFigure = (figure, value) => (dir) =>
  edit(dir, "policies.yaml", (doc) => doc.setIn(["en", figure], value));

/** A stay extra's price (a day trip's, per guest). */
const extraPriced = (id, price) => (dir) =>
  edit(dir, `extras/${id}.yaml`, (doc) => doc.setIn(["en", "price"], price));

/** A new dish: a copy of `from` under a new id, name and price, placed last in its category. */
const newDish =
  (folder, from, id, { en, bn, price }) =>
  (dir) => {
    copyFileSync(join(dir, `${folder}/${from}.yaml`), join(dir, `${folder}/${id}.yaml`));
    edit(dir, `${folder}/${id}.yaml`, (doc) => {
      doc.setIn(["en", "name"], en);
      doc.setIn(["bn", "name"], bn);
      doc.setIn(["en", "price"], price);
      doc.setIn(["en", "order"], 99);
      if (doc.hasIn(["en", "popular"])) doc.setIn(["en", "popular"], false);
    });
  };

export const editSets = {
  // The edits: the Deluxe Room dearer all year, Shapla opening at 6 PM, two offers renamed
  // and running a year longer, a dish dearer and a new one on the order page; and the party's
  // figures: a dearer extra bed and Jaflong trip.
  ordinary: [
    policyFigure("extraBedNightly", 30),
    extraPriced("jaflong-day-trip", 40),
    roomRates("deluxe", 20),
    opensAt("fineDining", "18:00"),
    offerRenamed("weekend-escape", "Riverside Weekends", "নদীর ধারে সপ্তাহান্ত"),
    offerRenamed("early-bird", "Plan Ahead and Save", "আগে পরিকল্পনা, কম খরচ"),
    dishPrice("dishes", "kacchi-biryani", 24.5),
    newDish("dishes", "beguni", "aloo-chop", {
      en: "Aloo Chop",
      bn: "আলুর চপ",
      price: 4.75,
    }),
  ],
  // Cheaper rooms, a later lunch, a menu dish repriced, and a cot no longer free.
  cheaper: [
    policyFigure("cotNightly", 5),
    roomRates("standard", -20),
    roomRates("family-suite", -35),
    opensAt("terraceLunch", "12:00"),
    dishPrice("menu", "kacchi-biryani", 36),
    offerRenamed("extended-stay", "Stay Longer", "দীর্ঘ অবস্থান"),
  ],
};

export function applyEdits(dir, set = "ordinary") {
  const edits = editSets[set];
  if (!edits)
    throw new Error(`content-edits: no set "${set}" (${Object.keys(editSets).join(", ")})`);
  for (const apply of edits) apply(dir);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, set = "ordinary"] = process.argv.slice(2);
  if (!dir) throw new Error("usage: node scripts/content-edits.mjs <content folder> [set]");
  applyEdits(dir, set);
  console.log(`content-edits: "${set}" applied to ${dir}`);
}
