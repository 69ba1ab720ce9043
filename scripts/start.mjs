// `npm start`: build, then serve the build as a real static host would. SKIP_BUILD=1 serves the
// existing build as it is (a stale build after a pull would otherwise go unnoticed).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";
import { buildClientDir } from "./paths.mjs";
import { createStaticServer } from "./static-server.mjs";

const dir = buildClientDir;
if (!existsSync(`${dir}index.html`) || process.env.SKIP_BUILD !== "1") {
  execSync("npm run build", { stdio: "inherit" });
}

const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? "0.0.0.0";
createStaticServer(dir).listen(port, host, () => {
  console.log(`Surma Riverside Hotel: serving ${dir} on http://localhost:${port}`);
});
