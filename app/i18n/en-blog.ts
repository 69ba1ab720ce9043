/** Strings of the blog area; part of the English catalogue (en.ts). */
export const blogMessages = {
  notFoundTitle: "Post not found",
  back: "Back to Blog",
} as const;
