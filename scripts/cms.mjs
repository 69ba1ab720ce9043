// `npm run cms`: the editor at http://localhost:4180/admin/ working on this folder's content files.
// Decap CMS's own local backend (decap-server) reads and writes content/ here; saving in the editor
// changes the files, and `npm run dev` (or the next build) shows the change. Loopback only.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { dirname, join, normalize, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { editorContentSecurityPolicy } from "./site-headers.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const decapDist = join(root, "node_modules", "decap-cms", "dist");
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".wasm": "application/wasm",
  ".yml": "text/yaml; charset=utf-8",
};

/** The editor's config, pointed at the local backend on `proxyPort`. */
export function editorConfig(proxyPort, adminDir = join(root, "admin")) {
  return readFileSync(join(adminDir, "config.yml"), "utf8").replace(
    /^local_backend: true$/m,
    `local_backend:\n  url: http://localhost:${proxyPort}/api/v1`,
  );
}

/**
 * Starts the local backend on `proxyPort` over `repoDir` (its content/ is what gets edited) and
 * the editor's page on `port`. Resolves once both answer; `stop()` ends both. `builtAdmin`, a
 * build's client/admin folder, serves the editor as that build publishes it (its page, config
 * and Decap's files); without it, the working tree's admin/ and Decap from node_modules.
 * @param {{ repoDir?: string, port?: number, proxyPort?: number, builtAdmin?: string }} [options]
 */
export async function startEditor({
  repoDir = root,
  port = 4180,
  proxyPort = 8081,
  builtAdmin = undefined,
} = {}) {
  const pageDir = builtAdmin ?? join(root, "admin");
  const assetDir = builtAdmin ?? decapDist;
  const proxy = spawn(
    process.execPath,
    [join(root, "node_modules", "decap-server", "dist", "index.js")],
    {
      env: {
        ...process.env,
        PORT: String(proxyPort),
        BIND_HOST: "127.0.0.1",
        GIT_REPO_DIRECTORY: repoDir,
        MODE: "fs",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    if (path === "/favicon.svg") {
      res.writeHead(200, { "Content-Type": "image/svg+xml" });
      res.end(readFileSync(join(root, "public", "favicon.svg")));
      return;
    }
    // The photos uploaded in the editor, for its previews: the working tree's public/photos.
    const photo = /^\/photos\/([\w.-]+\.(jpe?g|png|webp|avif))$/i.exec(path);
    if (photo) {
      const file = join(repoDir, "public", "photos", photo[1]);
      if (!existsSync(file)) {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
        return;
      }
      const ext = photo[2].toLowerCase();
      res.writeHead(200, { "Content-Type": `image/${ext === "jpg" ? "jpeg" : ext}` });
      res.end(readFileSync(file));
      return;
    }
    if (path === "/" || path === "/admin") {
      res.writeHead(302, { Location: "/admin/" }).end();
      return;
    }
    const name = path === "/admin/" ? "index.html" : path.replace(/^\/admin\//, "");
    if (name === "config.yml") {
      res.writeHead(200, { "Content-Type": types[".yml"], "Cache-Control": "no-store" });
      res.end(editorConfig(proxyPort, pageDir));
      return;
    }
    const file =
      name === "index.html" ? join(pageDir, "index.html") : join(assetDir, normalize(name));
    const type = types[file.slice(file.lastIndexOf("."))];
    if (
      !path.startsWith("/admin/") ||
      (!file.startsWith(assetDir) && name !== "index.html") ||
      !type ||
      !existsSync(file)
    ) {
      res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
      return;
    }
    // The editor's policy, as the hosts send it, but talking to the local backend instead of GitHub.
    const policy =
      name === "index.html"
        ? {
            "Content-Security-Policy": editorContentSecurityPolicy([
              `http://localhost:${proxyPort}`,
            ]),
          }
        : {};
    res.writeHead(200, { "Content-Type": type, "X-Robots-Tag": "noindex", ...policy });
    res.end(readFileSync(file));
  });
  await new Promise((ready) => server.listen(port, "127.0.0.1", ready));
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(`http://127.0.0.1:${proxyPort}/api/v1`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ action: "info" }),
    }).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (proxy.exitCode !== null) throw new Error("the editor's local backend did not start");
    await new Promise((wait) => setTimeout(wait, 100));
  }
  return {
    url: `http://localhost:${port}/admin/`,
    stop: () => {
      proxy.kill();
      server.close();
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const editor = await startEditor({
    port: Number(process.env.PORT ?? 4180),
    proxyPort: Number(process.env.CMS_PROXY_PORT ?? 8081),
  });
  console.log(
    `The editor: ${editor.url} (changes go to ${join(root, "content")}; Ctrl+C stops it)`,
  );
}
