import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

const bengali = process.env.VITE_LOCALE === "bn";

export default {
  basename: bengali ? "/bn" : "/",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Every known URL becomes a static HTML file; the production server answers 404 for the rest.
  prerender: prerenderPaths,
} satisfies Config;
