/**
 * The words, English and Bengali, of a photo's alt text that call for one drawing (app/placeholders,
 * by file name): "Marble bathroom with a deep bathtub" is drawn as a bath, not a bed. Tried in the
 * order of the files' names; a photo whose words call for none gets one of its kind's drawings by
 * a hash of its address.
 */
const drawingWords: Readonly<Record<string, string>> = {
  "room-bath": "bath|shower|বাথ|গোসল",
  "room-chair": "chair|sofa|lounge|sitting|living|চেয়ার|সোফা|লাউঞ্জ|বসার",
  "room-desk": "desk|study|ডেস্ক|স্টাডি",
  room: "bed|বেড|শোবার",
  "dish-bowl": "biryani|rice|curry|bowl|বিরিয়ানি|ভাত|তরকারি",
  "dish-tea": "\\btea\\b|চায়ের",
  "dish-thali": "thali|platter|থালি",
  dish: "plate|dinner|প্লেট|রাতের খাবার",
  "hall-banquet": "salon|banquet|wedding|dining|স্যালন|বিয়ে|ডাইনিং",
  "hall-lobby": "lobby|reception|entrance|লবি|অভ্যর্থনা|প্রবেশ",
  "hall-party": "festiv|celebrat|courtyard|string|উৎসব|মরিচবাতি",
  "river-boat": "boat|নৌকা",
  "river-bridge": "bridge|city|সেতু|শহর",
  "river-tea": "tea|garden|hill|বাগান|পাহাড়",
  river: "river|sunset|dusk|evening|নদী|গোধূলি|সন্ধ্যা",
};

/** A kind's drawings: each an address and the words that call for it. */
type PhotoDrawings = Readonly<Record<string, readonly (readonly [string, string])[]>>;

/**
 * The drawings by kind from the files of app/placeholders (`room.svg`, `room-bath.svg`... each one
 * kind's: `scene.svg` for a photo of no kind, a page's hero), in the order of their names, each
 * with the words that call for it.
 */
export function photoDrawings(files: Readonly<Record<string, string>>): PhotoDrawings {
  const drawings: Record<string, [string, string][]> = {};
  for (const path of Object.keys(files).sort()) {
    const [, name, kind] = /(([a-z]+)(-[a-z]+)?)\.svg$/.exec(path) ?? [];
    if (name && kind) (drawings[kind] ??= []).push([files[path]!, drawingWords[name] ?? ""]);
  }
  return drawings;
}

/**
 * One listener for every photo on the page, inline in the document's head so it is there before
 * the first <img> (photos offline or from a host that is down fail long before the scripts run).
 * A photo that cannot load marks its `.photo-placeholder` box `data-failed`; app.css then hides
 * the broken image and shows the box's designed backdrop and caption. The box also gets one of
 * its kind's drawings (`drawings`): the one its alt text's words call for, else one chosen by a
 * hash of the photo's address, so the same photo always gets the same drawing and a grid of six
 * rooms is not six identical pictures. A box of no kind (a page's hero) gets the drawn scene,
 * covering it from the foot. A photo that loads (a new `src` in the same box) clears the mark.
 * Plain DOM, no React: it works in kept static islands (docs/decisions/0010) and before hydration
 * alike. Its hash is in the Content-Security-Policy like every inline script
 * (scripts/postbuild.mjs). On the document, not the window: an image's load event never reaches
 * the window. In the prerendered HTML only, so the drawings cost the pages' code nothing, and a
 * drawing is fetched only for a photo that failed.
 */
export const photoFallbackScript = (drawings: PhotoDrawings) =>
  `(function(D){document.addEventListener("error",f,true);document.addEventListener("load",f,true);function f(e){var i=e.target,b=i.parentNode,k,d,s,h=0,n=0;if(i.tagName!=="IMG"||!b.classList.contains("photo-placeholder"))return;if(e.type!=="error")return b.removeAttribute("data-failed");b.setAttribute("data-failed","");k=b.getAttribute("data-kind");d=D[k||"scene"];if(!d)return;while(n<d.length&&!(d[n][1]&&new RegExp(d[n][1],"i").test(i.alt)))n++;if(n===d.length){for(s=i.getAttribute("src")||"",n=0;n<s.length;n++)h=(h*7+s.charCodeAt(n))%997;n=h%d.length}b.style.setProperty("--photo-motif","url("+d[n][0]+")");if(!k){b.style.backgroundSize="cover";b.style.backgroundPosition="50% 100%"}}})(${JSON.stringify(drawings)})`;

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
