// The Bengali pages' font, cut down to the Bengali characters the site uses (issue 6):
//   node scripts/bengali-font.mjs          writes app/fonts/noto-sans-bengali-subset.{woff2,txt}
// A source step, not a build step, so the subset is an ordinary file that Vite content-hashes (a
// changed subset gets a new name, never a stale cache). scripts/bengali-font.test.mjs fails when a
// translation uses a character the committed subset lacks, and says to run this again.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// import.meta.dirname, not a URL: tests run this under happy-dom, whose URL is not Node's.
const root = dirname(import.meta.dirname);
export const subsetFiles = {
  font: join(root, "app/fonts/noto-sans-bengali-subset.woff2"),
  characters: join(root, "app/fonts/noto-sans-bengali-subset.txt"),
};
const source = join(
  root,
  "node_modules/@fontsource-variable/noto-sans-bengali/files/noto-sans-bengali-bengali-wght-normal.woff2",
);
const bengali = /[\u0980-\u09FF]|\u0951|\u0952|\u0964|\u0965/gu;

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|css)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield path;
  }
}

/** What the formatting module and the calendar print in Bengali: digits, months, weekdays. */
function generatedText() {
  const parts = ["০১২৩৪৫৬৭৮৯"];
  for (let month = 0; month < 12; month++) {
    for (const style of ["long", "short"])
      parts.push(
        new Intl.DateTimeFormat("bn-BD", { month: style }).format(new Date(2026, month, 1)),
      );
  }
  for (let day = 1; day <= 7; day++) {
    const date = new Date(2026, 5, day);
    parts.push(new Intl.DateTimeFormat("bn-BD", { dateStyle: "full" }).format(date));
    parts.push(new Intl.DateTimeFormat("bn-BD", { weekday: "short" }).format(date));
    parts.push(new Intl.DateTimeFormat("bn-BD", { weekday: "narrow" }).format(date));
  }
  parts.push(new Intl.NumberFormat("bn-BD", { style: "currency", currency: "USD" }).format(1234.5));
  return parts.join(" ");
}

/** Every Bengali character the site can show, sorted. */
export async function usedCharacters() {
  let text = generatedText();
  for await (const file of sourceFiles(join(root, "app"))) text += await readFile(file, "utf8");
  // The date picker's Bengali months and weekdays (date-fns' bn locale, via react-day-picker).
  text += await readFile(join(root, "node_modules/date-fns/locale/bn/_lib/localize.js"), "utf8");
  return [...new Set(text.match(bengali) ?? [])].sort().join("");
}

if (process.argv[1] === import.meta.filename) {
  const { default: subsetFont } = await import("subset-font");
  const characters = await usedCharacters();
  const original = await readFile(source);
  // HarfBuzz keeps the shaping tables (conjuncts, vowel signs) and the weight axis.
  const subset = await subsetFont(original, characters, { targetFormat: "woff2" });
  await writeFile(subsetFiles.font, subset);
  await writeFile(subsetFiles.characters, `${characters}\n`);
  console.log(
    `bengali font: ${characters.length} characters, ${original.length} -> ${subset.length} bytes`,
  );
}
