import { resolve } from "node:path";

/** BUILD_DIR lets parallel work build side by side; the default is build/. */
export const buildDir = resolve(
  new URL("..", import.meta.url).pathname,
  process.env.BUILD_DIR ?? "build",
);
export const buildClientDir = `${buildDir}/client/`;
