// Serves an existing build (no rebuild): what the end-to-end tests run against.
import { createStaticServer } from "./static-server.mjs";
import { buildClientDir } from "./paths.mjs";

const port = Number(process.env.PORT ?? 4173);
createStaticServer(buildClientDir).listen(port, "127.0.0.1", () => {
  console.log(`serving ${buildClientDir} on http://localhost:${port}`);
});
