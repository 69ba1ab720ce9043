// The prerendered pages' bootstrap script, rewritten by scripts/postbuild.mjs.

/** How a rewritten bootstrap begins: a second pass over a page leaves it alone. */
const startMarker = "const start=()=>";

/**
 * React Router's bootstrap module imports the manifest and route modules at once, so their
 * downloads share the phone's bandwidth with the stylesheet, fonts and hero photo the first paint
 * waits for. Rewritten to fetch them after the first frame (at once in a hidden tab, which paints
 * nothing): the page is the prerendered HTML until then either way. The same imports, in the same
 * order, then the entry; nothing else changes. A bootstrap that no longer matches this shape fails
 * the build, so a React Router upgrade cannot silently undo it.
 */
export function startAfterFirstPaint(html) {
  const bootstrap = /<script type="module" async="">([\s\S]*?)<\/script>/;
  const match = html.match(bootstrap);
  if (!match) return html;
  const body = match[1];
  if (body.startsWith(startMarker)) return html;
  const imports = [...body.matchAll(/import (?:\* as (\w+) from )?"([^"]+)";/g)];
  const modules = body.match(/window\.__reactRouterRouteModules = (\{[^}]*\});/);
  const entry = body.match(/import\("([^"]+)"\);/);
  if (!imports.length || !modules || !entry) {
    throw new Error(`postbuild: unexpected React Router bootstrap script: ${body.slice(0, 200)}`);
  }
  const names = imports.map(([, name], index) => name ?? `_${index}`);
  const urls = imports.map(([, , url]) => `import(${JSON.stringify(url)})`);
  const start =
    `${startMarker}Promise.all([${urls.join(",")}]).then(([${names.join(",")}])=>{` +
    `window.__reactRouterRouteModules=${modules[1]};return import(${JSON.stringify(entry[1])})});` +
    `if(document.visibilityState==="hidden")start();` +
    `else requestAnimationFrame(()=>setTimeout(start));`;
  return html.replace(bootstrap, `<script type="module" async="">${start}</script>`);
}
