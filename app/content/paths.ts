import { blogPosts } from "./blog";
import { pages } from "./pages";
import { roomAliases, rooms } from "./rooms";

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
