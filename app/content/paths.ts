// Read by the build, its scripts and tests (never by a page): room ids come from the content
// files directly, as the build's config cannot load the content modules.
import { readCollection } from "./files.server.ts";
import { pages } from "./pages";
import { roomAliases } from "./room-aliases.ts";

const facts = (entry: { data: Record<string, unknown> }) =>
  entry.data.en as { order: number; date: string };
const rooms = readCollection("rooms").entries.sort((a, b) => facts(a).order - facts(b).order);
const blogPosts = readCollection("blog").entries.sort((a, b) =>
  facts(b).date.localeCompare(facts(a).date),
);

/** The ids the production server serves per-section not-found pages for (and prerenders). */
export const notFoundPaths = {
  site: "/404",
  room: "/rooms/not-found",
  post: "/blog/not-found",
} as const;

/** Every URL written to static HTML at build time. */
export const prerenderPaths: string[] = [
  ...Object.values(pages).flatMap((page) => [page.path, ...page.aliases]),
  ...rooms.map((room) => `/rooms/${room.id}`),
  ...Object.keys(roomAliases).map((id) => `/rooms/${id}`),
  ...blogPosts.map((post) => `/blog/${post.id}`),
  ...Object.values(notFoundPaths),
];

/** Primary paths only: the sitemap. */
export const sitemapPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  ...rooms.map((room) => `/rooms/${room.id}`),
  ...blogPosts.map((post) => `/blog/${post.id}`),
];
