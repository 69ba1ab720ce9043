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

/**
 * Photos below the first screen wait for the page to load (docs/decisions/0022). Chromium starts
 * a lazy photo once it is within 1,250-2,500 px of the screen, right after the first layout: on a
 * phone that is the next four to eight photos, which then share the guest's link with the fonts
 * and the first screen's photo. While the page loads, each lazy <img> the parser adds gives its
 * `srcset` and `src` to this script before the browser can start it, and gets them back as soon
 * as any of it is on the screen (an IntersectionObserver without a margin), or at the page's
 * `load` or the guest's first scroll, whichever comes first; from then on the browser loads it
 * lazily as it would have. A photo given a new `src` meanwhile (a carousel that moved on) keeps
 * it. Without scripts, or in a browser without IntersectionObserver, the photos load as they
 * always did.
 */
export const photoHoldScript = `(function(d,w){if(!w.IntersectionObserver)return;var h=[],o=new IntersectionObserver(function(e){e.forEach(function(x){if(x.isIntersecting)f(x.target)})}),m=new MutationObserver(function(r){r.forEach(function(x){x.addedNodes.forEach(function(n){if(n.tagName==="IMG"&&n.getAttribute("loading")==="lazy"&&n.hasAttribute("src")){n._held=[n.getAttribute("srcset"),n.getAttribute("src")];n.removeAttribute("srcset");n.removeAttribute("src");h.push(n);o.observe(n)}})})});function f(n){var p=n._held;if(p){n._held=0;o.unobserve(n);if(!n.hasAttribute("src")){if(p[0]!==null)n.setAttribute("srcset",p[0]);n.setAttribute("src",p[1])}}}function a(){m.disconnect();o.disconnect();w.removeEventListener("scroll",a);h.splice(0).forEach(f)}m.observe(d,{childList:true,subtree:true});w.addEventListener("load",a);w.addEventListener("scroll",a,{passive:true})})(document,window)`;
