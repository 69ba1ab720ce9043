import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/content/server/paths";

const bengali = process.env.VITE_LOCALE === "bn";

export default {
  basename: bengali ? "/bn" : "/",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: false,
  // Every known URL becomes a static HTML file; the production server answers 404 for the rest.
  prerender: prerenderPaths,
  // React Router 7 with the behaviour 8 makes the default (7 runs on the Node 20 we ship on; 8
  // declares Node 22.22): docs/decisions/0001.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
