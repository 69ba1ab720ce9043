import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

export default {
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Every known URL becomes a static HTML file; the production server answers 404 for the rest.
  prerender: prerenderPaths,
} satisfies Config;
