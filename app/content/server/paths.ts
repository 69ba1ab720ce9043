// Read by the build, its scripts and tests (never by a page): room ids come from the content
// files directly, as the build's config cannot load the content modules.
import { readCollection } from "./files.server.ts";
import { itemPath, itemPages, notFoundPage, pages } from "../runtime/pages";
import { roomAliases } from "../runtime/room-aliases.ts";

const facts = (entry: { data: Record<string, unknown> }) =>
  entry.data.en as { order: number; date: string };
const rooms = readCollection("rooms").entries.sort((a, b) => facts(a).order - facts(b).order);
const blogPosts = readCollection("blog").entries.sort((a, b) =>
  facts(b).date.localeCompare(facts(a).date),
);

/** The ids the production server serves per-section not-found pages for (and prerenders). */
export const notFoundPaths = {
  site: notFoundPage.path,
  room: itemPages.room.notFound,
  post: itemPages.post.notFound,
} as const;

/** Every URL written to static HTML at build time. */
export const prerenderPaths: string[] = [
  ...Object.values(pages).flatMap((page) => [page.path, ...page.aliases]),
  ...rooms.map((room) => itemPath("room", room.id)),
  ...Object.keys(roomAliases).map((id) => itemPath("room", id)),
  ...blogPosts.map((post) => itemPath("post", post.id)),
  ...Object.values(notFoundPaths),
];

/** Primary paths only: the sitemap. */
export const sitemapPaths: string[] = [
  ...Object.values(pages).map((page) => page.path),
  ...rooms.map((room) => itemPath("room", room.id)),
  ...blogPosts.map((post) => itemPath("post", post.id)),
];
