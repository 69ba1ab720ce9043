// Serves the build with `npm start`'s server and, when nginx is installed, with nginx and the
// generated server block, and runs the same HTTP checks against each (scripts/host-checks.mjs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nginxServerBlock } from "./deploy-configs.mjs";
import { checkHost } from "./host-checks.mjs";
import { buildClientDir, buildDir } from "./paths.mjs";
import { createStaticServer } from "./static-server.mjs";

const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so";
let failed = false;

function report(name, { passed, failures }) {
  for (const failure of failures) console.log(`  ✘ ${name}: ${failure}`);
  console.log(`${name}: ${passed} checks passed, ${failures.length} failed`);
  if (failures.length) failed = true;
}

async function freePort() {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) return false;
    const ok = await fetch(`http://127.0.0.1:${port}/`).then(
      () => true,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// 1. The server `npm start` runs.
const node = createStaticServer(buildClientDir).listen(0, "127.0.0.1");
await new Promise((resolve) => node.once("listening", resolve));
report("npm start server", await checkHost(`http://127.0.0.1:${node.address().port}`));
node.close();

// 2. nginx with the server block the build wrote.
const nginx = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" }).stdout.trim();
if (!nginx) {
  const message =
    "nginx is not installed: its checks did not run (apt-get install -y nginx libnginx-mod-http-brotli-static)";
  if (process.env.REQUIRE_NGINX === "1") {
    console.error(message);
    process.exit(1);
  }
  console.log(message);
} else if (!existsSync(brotliModule)) {
  console.error(`nginx lacks brotli_static: apt-get install -y libnginx-mod-http-brotli-static`);
  failed = true;
} else {
  const prefix = mkdtempSync(join(tmpdir(), "nginx-check-"));
  const port = await freePort();
  const pageHashes = JSON.parse(readFileSync(join(buildDir, "csp-hashes.json"), "utf8"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join("\n");
  writeFileSync(
    join(prefix, "nginx.conf"),
    `load_module ${brotliModule};
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
${nginxServerBlock({ root: buildClientDir.replace(/\/$/, ""), listen: `127.0.0.1:${port}`, serverName: "localhost", pageHashes })}
}
`,
  );
  const child = spawn(
    nginx,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  if (await waitForPort(port, child)) {
    report(`nginx (${prefix}/nginx.conf)`, await checkHost(`http://127.0.0.1:${port}`));
  } else {
    const log = join(prefix, "error.log");
    console.error(`nginx did not start${existsSync(log) ? `:\n${readFileSync(log, "utf8")}` : ""}`);
    failed = true;
  }
  child.kill("SIGQUIT");
}
process.exit(failed ? 1 : 0);
