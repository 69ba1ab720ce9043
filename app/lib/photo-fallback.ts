/**
 * One listener for every photo on the page, inline in the document's head so it is there before
 * the first <img> (photos offline or from a host that is down fail long before the scripts run).
 * A photo that cannot load marks its `.photo-placeholder` box `data-failed`; app.css then hides
 * the broken image and shows the box's designed backdrop and caption. A photo that loads (a new
 * `src` in the same box) clears the mark. Plain DOM, no React: it works in kept static islands
 * (docs/decisions/0010) and before hydration alike. Its hash is in the Content-Security-Policy
 * like every inline script (scripts/postbuild.mjs). On the document, not the window: an image's
 * load event never reaches the window.
 */
export const photoFallbackScript = `document.addEventListener("error",f,true);document.addEventListener("load",f,true);function f(e){var i=e.target,b=i.parentNode;if(i.tagName==="IMG"&&b.classList.contains("photo-placeholder"))e.type==="error"?b.setAttribute("data-failed",""):b.removeAttribute("data-failed")}`;
