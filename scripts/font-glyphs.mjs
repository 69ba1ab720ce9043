// Cutting a face down to the glyphs the site's text shapes to (scripts/fonts.mjs), not every glyph
// its letters could reach. A Bengali face keeps hundreds of conjuncts for the letters the site uses;
// the site's words use about two hundred glyphs. HarfBuzz shapes each word (harfbuzzjs), and its
// subsetter keeps just those glyphs and the lookups between them (no layout closure).
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import * as hb from "harfbuzzjs";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);

/** Runs of Bengali script (with the joiners), each shaped on its own as a browser shapes a word. */
export const bengaliRuns = (text) => [...new Set(text.match(/[\u0980-\u09FF\u200C\u200D]+/gu))];

/** A TrueType copy HarfBuzz can read (it does not read WOFF2), every glyph kept. */
export const trueType = (font) =>
  subsetFont(font, "", { targetFormat: "truetype", keepAllGlyphs: true });

const isJoiner = (char) => char === "\u200C" || char === "\u200D";

/**
 * Each run's shape, as glyph count, missing glyphs and advances, comparable across two cuts of a
 * face. A joiner's own glyph is left out: it draws nothing, and a cut may drop it.
 */
export function shapes(ttf, runs) {
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  return runs.map((run) => {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    const drawn = buffer
      .getGlyphInfos()
      .map((info, i) => ({ glyph: info.codepoint, cluster: info.cluster, position: positions[i] }))
      .filter(({ cluster }) => !isJoiner(run[cluster]));
    const advances = drawn.map(({ position: p }) => `${p.xAdvance},${p.xOffset},${p.yOffset}`);
    const missing = drawn.filter(({ glyph }) => glyph === 0).length;
    return `${drawn.length} ${missing} ${advances.join(" ")}`;
  });
}

/**
 * How many glyphs each run shapes to, and how many of them are missing (.notdef): the same with
 * a cut as with the whole face unless the cut lost a letter a word needs, or HarfBuzz could not
 * put a vowel sign in its place.
 */
export function glyphCounts(ttf, runs) {
  return shapes(ttf, runs).map((shape) => shape.split(" ").slice(0, 2).join(" "));
}

/** Every glyph the runs pass through while shaping: the result and each lookup's step on the way. */
function glyphsThrough(ttf, runs) {
  const font = new hb.Font(new hb.Face(new hb.Blob(ttf)));
  const glyphs = new Set([0]);
  for (const run of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    for (const step of hb.shapeWithTrace(font, buffer, [], 0, 0))
      if (step.glyphs) for (const glyph of step.t) glyphs.add(glyph.g);
  }
  return glyphs;
}

let subsetter;
async function harfbuzzSubset() {
  if (!subsetter) {
    const wasm = await readFile(require.resolve("harfbuzzjs/dist/harfbuzz-subset.wasm"));
    subsetter = (await WebAssembly.instantiate(wasm)).instance.exports;
    subsetter._initialize();
  }
  return subsetter;
}

// From HarfBuzz's hb-subset.h.
const MEMORY_MODE_WRITABLE = 2;
const SETS_LAYOUT_FEATURE_TAG = 6;
const FLAGS_NO_LAYOUT_CLOSURE = 0x200;

/** The TrueType face cut to these characters and glyphs, with every layout feature kept. */
async function cutToGlyphs(ttf, characters, glyphs) {
  const hbs = await harfbuzzSubset();
  const input = hbs.hb_subset_input_create_or_fail();
  const data = hbs.malloc(ttf.byteLength);
  new Uint8Array(hbs.memory.buffer).set(ttf, data);
  const blob = hbs.hb_blob_create(data, ttf.byteLength, MEMORY_MODE_WRITABLE, 0, 0);
  const face = hbs.hb_face_create(blob, 0);
  hbs.hb_blob_destroy(blob);
  const features = hbs.hb_subset_input_set(input, SETS_LAYOUT_FEATURE_TAG);
  hbs.hb_set_clear(features);
  hbs.hb_set_invert(features);
  hbs.hb_subset_input_set_flags(
    input,
    hbs.hb_subset_input_get_flags(input) | FLAGS_NO_LAYOUT_CLOSURE,
  );
  const unicodes = hbs.hb_subset_input_unicode_set(input);
  for (const char of characters) hbs.hb_set_add(unicodes, char.codePointAt(0));
  const glyphSet = hbs.hb_subset_input_glyph_set(input);
  for (const glyph of glyphs) hbs.hb_set_add(glyphSet, glyph);
  const subset = hbs.hb_subset_or_fail(face, input);
  hbs.hb_subset_input_destroy(input);
  if (subset === 0) throw new Error("HarfBuzz could not cut the face to its glyphs");
  const result = hbs.hb_face_reference_blob(subset);
  const start = hbs.hb_blob_get_data(result, 0);
  const cut = Buffer.from(
    new Uint8Array(hbs.memory.buffer).subarray(start, start + hbs.hb_blob_get_length(result)),
  );
  hbs.hb_blob_destroy(result);
  hbs.hb_face_destroy(subset);
  hbs.hb_face_destroy(face);
  hbs.free(data);
  return cut;
}

/** Runs whose shape differs between two cuts of one face: none, or the smaller cut lost a glyph. */
export const runsShapedDifferently = (reference, cut, runs) => {
  const before = shapes(reference, runs);
  const after = shapes(cut, runs);
  return runs.filter((_, i) => before[i] !== after[i]);
};

/**
 * The face (TrueType, already cut to the characters and weights) cut further to the glyphs the
 * runs shape through, as WOFF2. Throws if any run then shapes differently than with the full face.
 */
export async function cutToRuns(ttf, characters, runs) {
  const glyphs = glyphsThrough(ttf, runs);
  const cut = await cutToGlyphs(ttf, characters, glyphs);
  const different = runsShapedDifferently(ttf, cut, runs);
  if (different.length > 0)
    throw new Error(`cutting the face changed how these words shape: ${different.join(" ")}`);
  return subsetFont(cut, "", { targetFormat: "woff2", keepAllGlyphs: true });
}
