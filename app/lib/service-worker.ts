/**
 * Registers the service worker the build writes (/sw.js, scripts/service-worker.mjs) a second
 * after the page has loaded, so its install (which fetches the site for offline use) never
 * competes with the page itself. Inline in the prerendered head, production builds only: a few
 * bytes of plain DOM rather than a module on every page's first load. A browser without service
 * workers, or one that refuses (private modes, blocked storage), simply goes without.
 */
export const serviceWorkerScript = `addEventListener("load",function(){setTimeout(function(){var w=navigator.serviceWorker;w&&w.register("/sw.js").catch(function(){})},1e3)})`;
