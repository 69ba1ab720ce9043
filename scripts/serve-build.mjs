// Serves an existing build (no rebuild): what the end-to-end tests and the fuzz run (PORT=0: any
// free port, printed) run against.
import { createStaticServer } from "./static-server.mjs";
import { buildClientDir } from "./paths.mjs";

const server = createStaticServer(buildClientDir).listen(
  Number(process.env.PORT ?? 4173),
  "127.0.0.1",
  () => {
    console.log(`serving ${buildClientDir} on http://localhost:${server.address().port}`);
  },
);
