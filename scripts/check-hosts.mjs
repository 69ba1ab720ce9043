// Serves the build with `npm start`'s server and, when nginx is installed, with nginx and the
// generated config (its HTTPS server block on a throwaway certificate, its HTTP block checked for
// the redirect), and runs the same HTTP checks against each (scripts/host-checks.mjs).
//
// Both serve a copy of the build inside a folder only its owner may enter (0700), as a root user's
// checkout under /root or a mktemp -d folder is: nginx's workers must still read it. Beside the copy
// lie canary files that no answer may contain.
import { spawn, spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { connect, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { httpsBlockStart, nginxPhotoLimits, nginxServerBlock } from "./deploy-configs.mjs";
import { checkHost, checkRedirect } from "./host-checks.mjs";
import { buildClientDir, buildDir } from "./paths.mjs";
import { photoFetchLimits, proxiedPhotosFile } from "./photo-proxy.mjs";
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

/** Waits until something accepts connections on the port (a redirect is an answer too). */
async function waitForPort(port, child) {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) return false;
    const ok = await new Promise((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => resolve(true) || socket.destroy());
      socket.once("error", () => resolve(false));
    });
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

// The copy, in a folder nobody but its owner may enter.
const prefix = mkdtempSync(join(tmpdir(), "host-check-"));
chmodSync(prefix, 0o700);
const site = join(prefix, "site");
const clientDir = join(site, "client");
cpSync(buildClientDir, clientDir, { recursive: true });
copyFileSync(join(buildDir, "csp-hashes.json"), join(site, "csp-hashes.json"));
copyFileSync(join(buildDir, proxiedPhotosFile), join(site, proxiedPhotosFile));
const canary = `canary-${randomUUID()}`;
writeFileSync(join(site, "canary.txt"), canary);
writeFileSync(join(prefix, "canary.txt"), canary);
mkdirSync(join(site, "etc"));
writeFileSync(join(site, "etc", "passwd"), canary);

// The photo host, stood in for: a photo for each of its photo paths, 404 for anything else. It
// counts what it is asked, and holds its answers while the checks fill the proxy's places.
const answer = (req, res) => {
  if (/^\/photo-\d+-[0-9a-f]+\?/.test(req.url ?? "")) {
    res.writeHead(200, { "Content-Type": "image/png", "Cache-Control": "no-cache" });
    res.end(req.method === "HEAD" ? undefined : "PNG stand-in");
  } else res.writeHead(404).end();
};
const held = [];
const photoHostState = {
  asked: 0,
  holding: false,
  held: () => held.length,
  hold() {
    this.holding = true;
  },
  release() {
    this.holding = false;
    for (const [req, res] of held.splice(0)) answer(req, res);
  },
};
const photoHost = createHttpServer((req, res) => {
  photoHostState.asked++;
  if (photoHostState.holding) held.push([req, res]);
  else answer(req, res);
}).listen(0, "127.0.0.1");
await new Promise((resolve) => photoHost.once("listening", resolve));
const photoUpstream = `http://127.0.0.1:${photoHost.address().port}`;

// 1. The server `npm start` runs.
const node = createStaticServer(`${clientDir}/`, { photoUpstream }).listen(0, "127.0.0.1");
await new Promise((resolve) => node.once("listening", resolve));
report(
  "npm start server",
  await checkHost(`http://127.0.0.1:${node.address().port}`, {
    clientDir,
    canary,
    photoHost: photoHostState,
    photoPlaces: photoFetchLimits.limit + photoFetchLimits.queue,
    photoFetches: photoFetchLimits.limit,
  }),
);
node.close();

/** `http2 on` exists from nginx 1.25.1; before it, HTTP/2 is a `listen` parameter. */
function http2Style(nginx) {
  const version = /nginx\/(\d+)\.(\d+)\.(\d+)/.exec(
    spawnSync(nginx, ["-v"], { encoding: "utf8" }).stderr,
  );
  const [major, minor, patch] = (version?.slice(1) ?? ["0", "0", "0"]).map(Number);
  return major * 1e6 + minor * 1e3 + patch >= 1_025_001 ? "directive" : "listen";
}

// 2. nginx with the config the build wrote: HTTPS on a throwaway certificate, and the HTTP block.
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
  const certificate = join(prefix, "cert.pem");
  const certificateKey = join(prefix, "key.pem");
  const openssl = spawnSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", certificateKey, "-out", certificate, "-days", "2", "-subj", "/CN=localhost"],
      ...["-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1"],
    ],
    { encoding: "utf8" },
  );
  if (openssl.status !== 0) {
    console.error(
      `openssl could not make the test certificate: ${openssl.stderr ?? openssl.error}`,
    );
    process.exit(1);
  }
  const acmeRoot = join(prefix, "acme");
  const acmeToken = `token-${randomUUID()}`;
  mkdirSync(join(acmeRoot, ".well-known", "acme-challenge"), { recursive: true });
  writeFileSync(join(acmeRoot, ".well-known", "acme-challenge", acmeToken), acmeToken);

  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const pageHashes = JSON.parse(readFileSync(join(site, "csp-hashes.json"), "utf8"));
  const photos = JSON.parse(readFileSync(join(site, proxiedPhotosFile), "utf8"));
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `  ${kind}_temp_path ${prefix}/${kind};`)
    .join("\n");
  // Run as root, nginx hands requests to workers running as an unprivileged user (nobody), who
  // cannot enter a 0700 folder and answer 403 to everything; workers running as this user read
  // what it reads. Not root, nginx ignores the directive and its workers are this user anyway.
  const group = spawnSync("id", ["-gn"], { encoding: "utf8" }).stdout.trim();
  const user = process.getuid?.() === 0 ? `user ${userInfo().username} ${group};\n` : "";
  const siteConfig = nginxServerBlock({
    root: clientDir,
    serverName: "localhost",
    pageHashes,
    httpListen: [`127.0.0.1:${httpPort}`],
    httpsListen: [`127.0.0.1:${httpsPort}`],
    certificate,
    certificateKey,
    acmeRoot,
    http2: http2Style(nginx),
    photos,
    photoUpstream,
    // Any file of certificates will do: the stand-in photo host speaks plain HTTP.
    trustedCertificates: certificate,
  });
  const mainConfig = (servers) => `load_module ${brotliModule};
${user}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
${servers}
}
`;
  writeFileSync(join(prefix, "nginx.conf"), mainConfig(siteConfig));
  // docs/deploying.md's first step, before a certificate exists: the file up to its HTTPS block must load
  // on its own, so that certbot's challenge can be answered.
  const [httpOnly] = siteConfig.split(httpsBlockStart);
  writeFileSync(join(prefix, "nginx-http-only.conf"), mainConfig(httpOnly));
  const syntax = spawnSync(
    nginx,
    ["-t", "-q", "-p", prefix, "-c", join(prefix, "nginx-http-only.conf")],
    {
      encoding: "utf8",
    },
  );
  const httpOnlyLoads = syntax.status === 0 && !/ssl/.test(httpOnly);
  report("nginx, the HTTP block alone (first certificate)", {
    passed: httpOnlyLoads ? 1 : 0,
    failures: httpOnlyLoads ? [] : [`it does not load on its own: ${syntax.stderr}`],
  });
  const child = spawn(
    nginx,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  try {
    if ((await waitForPort(httpsPort, child)) && (await waitForPort(httpPort, child))) {
      const https = `https://127.0.0.1:${httpsPort}`;
      report(
        `nginx over HTTPS (${prefix}/nginx.conf)`,
        await checkHost(https, {
          clientDir,
          canary,
          photoHost: photoHostState,
          photoPlaces: nginxPhotoLimits.perClient,
          photoFetches: nginxPhotoLimits.perClient,
        }),
      );
      report(
        "nginx over HTTP",
        await checkRedirect(`http://127.0.0.1:${httpPort}`, https, {
          acmeFile: `/.well-known/acme-challenge/${acmeToken}`,
          acmeText: acmeToken,
        }),
      );
    } else {
      const log = join(prefix, "error.log");
      console.error(
        `nginx did not start${existsSync(log) ? `:\n${readFileSync(log, "utf8")}` : ""}`,
      );
      failed = true;
    }
  } catch (error) {
    console.error(`nginx checks stopped: ${error.stack}`);
    failed = true;
  } finally {
    child.kill("SIGQUIT");
  }
  await new Promise((resolve) =>
    child.exitCode === null ? child.once("exit", resolve) : resolve(),
  );
}
photoHost.close();
if (failed) console.log(`(the served copy and nginx's files are kept in ${prefix})`);
else rmSync(prefix, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
