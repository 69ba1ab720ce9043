// Runs a command with the production server of the current build listening on a free port.
import { spawn } from "node:child_process";
import { createStaticServer } from "./static-server.mjs";
import { buildClientDir } from "./paths.mjs";

const server = createStaticServer(buildClientDir).listen(0, "127.0.0.1");
await new Promise((resolve) => server.once("listening", resolve));
const { port } = server.address();
const child = spawn(process.argv.slice(2).join(" "), {
  shell: true,
  stdio: "inherit",
  env: { ...process.env, BASE_URL: `http://localhost:${port}` },
});
child.on("exit", (code) => {
  server.close();
  process.exit(code ?? 1);
});
