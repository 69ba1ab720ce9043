import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/paths";

export default {
  ssr: false,
  // Every known URL becomes a static HTML file; the production server answers 404 for the rest.
  prerender: prerenderPaths,
} satisfies Config;
