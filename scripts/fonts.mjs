// The site's faces, each cut down to the characters the site shows (issues 2, 5 and 6):
//   node scripts/fonts.mjs          writes app/fonts/<face>.{woff2,txt}
// A source step, not a build step, so each subset is an ordinary file that Vite content-hashes (a
// changed subset gets a new name, never a stale cache). scripts/fonts.test.mjs fails when the text
// uses a character a committed subset lacks, and says to run this again. HarfBuzz (subset-font)
// keeps the shaping tables (Bengali conjuncts and vowel signs, kerning) and the weight axis, cut to
// the weights the styles use (400-600), so every weight still interpolates. The Bengali faces are
// cut further, to the glyphs the site's words shape to (scripts/font-glyphs.mjs); the test shapes
// every word with the committed cut and with the whole face and fails if one differs.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

// import.meta.dirname, not a URL: tests run this under happy-dom, whose URL is not Node's.
const root = dirname(import.meta.dirname);
const fontsource = (name, file) =>
  join(root, `node_modules/@fontsource-variable/${name}/files/${file}`);

/** Every printable ASCII character stays, whatever the text uses: guests type names and notes. */
const ascii = String.fromCharCode(...Array.from({ length: 95 }, (_, i) => 0x20 + i));

/** What the formatting module prints for the English pages: dates, times, money, numbers. */
function englishGenerated() {
  // No-break and narrow no-break spaces: newer ICU puts them in English times and units.
  const parts = [ascii, "\u00A0\u202F"];
  const date = new Date(Date.UTC(2026, 5, 20, 19, 30));
  for (const locale of ["en-GB", "en-US"]) {
    parts.push(
      new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }).format(date),
    );
    parts.push(
      new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit" }).format(date),
    );
    parts.push(
      new Intl.NumberFormat(locale, { style: "currency", currency: "USD" }).format(-1234.5),
    );
  }
  return parts.join(" ");
}

/** What the formatting module and the calendar print in Bengali: digits, months, weekdays. */
function bengaliGenerated() {
  // HarfBuzz, in the browser as here, splits the vowel sign ৌ into ে and the length mark ৗ before
  // it reorders them around the letter: without ৗ in the face, every ৌ falls apart around a
  // dotted circle (মৌসুমি, পৌঁছে, নৌকা), though the text never spells ৗ itself.
  const parts = ["০১২৩৪৫৬৭৮৯\u09D7"];
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

/** Latin letters, punctuation, symbols and spaces a Latin face can draw (not Bengali, not emoji). */
const latin = /[\u0020-\u007E\u00A0-\u024F\u2000-\u206F\u20A0-\u20CF\u2100-\u21FF\u2212\u2248]/gu;
const bengali = /[\u0980-\u09FF]|\u0951|\u0952|\u0964|\u0965/gu;

/**
 * The one Bengali word an English page draws: its language switch's label (app/locales/en/site.ts). Its
 * aria-label is Bengali too, but read, not drawn, so it costs the face nothing (1.6 KB, not 4.9).
 */
async function englishSwitchLabel() {
  const catalogue = await readFile(join(root, "app/locales/en/site.ts"), "utf8");
  return catalogue.match(/switchTo:\s*"([^"]*)"/)?.[1] ?? "";
}

export const faces = {
  inter: {
    source: fontsource("inter", "inter-latin-wght-normal.woff2"),
    characters: latin,
    generated: englishGenerated,
  },
  fraunces: {
    source: fontsource("fraunces", "fraunces-latin-wght-normal.woff2"),
    characters: latin,
    generated: englishGenerated,
  },
  "noto-sans-bengali": {
    source: fontsource("noto-sans-bengali", "noto-sans-bengali-bengali-wght-normal.woff2"),
    characters: bengali,
    generated: bengaliGenerated,
    // The date picker's Bengali months and weekdays (date-fns' bn locale, via react-day-picker).
    extraText: [join(root, "node_modules/date-fns/locale/bn/_lib/localize.js")],
    // Cut to the glyphs the site's words shape to, not every conjunct of its letters (62 KB -> 43).
    shapedWords: true,
  },
  // Bengali headings (issue 22): a display face beside the text face, as Fraunces is beside Inter.
  // One weight (500, the headings' own), so no variation data: 26 KB cut to the site's words.
  "noto-serif-bengali": {
    source: fontsource("noto-serif-bengali", "noto-serif-bengali-bengali-wght-normal.woff2"),
    characters: bengali,
    generated: bengaliGenerated,
    extraText: [join(root, "node_modules/date-fns/locale/bn/_lib/localize.js")],
    shapedWords: true,
    weight: 500,
  },
  // English pages only (app/locale.css): without it, a device with no Bengali font of its own
  // shows the switch to Bengali as empty boxes.
  "bangla-label": {
    source: fontsource("noto-sans-bengali", "noto-sans-bengali-bengali-wght-normal.woff2"),
    characters: bengali,
    // The switch's letters and the taka sign of "≈ ৳…" beside a dollar total (app/locale.css).
    text: async () => `${await englishSwitchLabel()}৳`,
  },
};

export const subsetFiles = (face) => ({
  font: join(root, `app/fonts/${face}.woff2`),
  characters: join(root, `app/fonts/${face}.txt`),
});

async function* sourceFiles(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|css|yaml|md)$/.test(entry.name) && !/\.test\./.test(entry.name)) yield path;
  }
}

let sourceText;
async function appText() {
  if (sourceText === undefined) {
    sourceText = "";
    // The code's words and the hotel's content files (content/*.yaml: "cafés", names, prices).
    for (const dir of ["app", "content"])
      for await (const file of sourceFiles(join(root, dir)))
        sourceText += await readFile(file, "utf8");
  }
  return sourceText;
}

const distinctSorted = (text, characters) =>
  [...new Set(text.match(characters) ?? [])].sort().join("");

/** Everything the face may draw: the site's words and what the formatting module prints. */
export async function faceText(face) {
  const { generated, extraText = [], text: ownText } = faces[face];
  if (ownText) return ownText();
  let text = generated() + (await appText());
  for (const file of extraText) text += await readFile(file, "utf8");
  return text;
}

/** Every character of the face's script the site can show, sorted. */
export const usedCharacters = async (face) =>
  distinctSorted(await faceText(face), faces[face].characters);

/** The face cut to the characters, and to the weights the styles use, as TrueType or WOFF2. */
export async function cutToCharacters(face, characters, targetFormat) {
  const { default: subsetFont } = await import("subset-font");
  const { weight } = faces[face];
  return subsetFont(await readFile(faces[face].source), characters, {
    targetFormat,
    variationAxes: { wght: weight ?? { min: 400, max: 600 } },
  });
}

if (process.argv[1] === import.meta.filename) {
  const { bengaliRuns, cutToRuns } = await import("./font-glyphs.mjs");
  for (const face of Object.keys(faces)) {
    const characters = await usedCharacters(face);
    const subset = faces[face].shapedWords
      ? await cutToRuns(
          await cutToCharacters(face, characters, "truetype"),
          characters,
          bengaliRuns(await faceText(face)),
        )
      : await cutToCharacters(face, characters, "woff2");
    const files = subsetFiles(face);
    await writeFile(files.font, subset);
    await writeFile(files.characters, `${characters}\n`);
    console.log(`${face}: ${characters.length} characters, ${subset.length} bytes`);
  }
}
