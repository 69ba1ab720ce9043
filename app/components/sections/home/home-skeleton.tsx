/**
 * The spec's 800 ms loading skeleton, as a layer over the real page rather than instead of it:
 * the prerendered HTML keeps every heading and text, and CSS alone fades the layer at 0.8 s, so
 * readers without JavaScript get the page too. It sits under the header (z-40) and is hidden
 * from assistive technology.
 */
export function HomeSkeleton() {
  const block = "animate-pulse rounded-full bg-white/15";
  return (
    <div
      aria-hidden="true"
      data-home-skeleton=""
      className="fixed inset-0 z-30 flex animate-skeleton-out items-center justify-center overflow-hidden bg-tea-950"
    >
      <span className="photo-placeholder absolute inset-0 opacity-40" />
      <span className="absolute inset-0 bg-gradient-to-t from-tea-950 via-tea-950/70 to-tea-950/40" />
      <div className="relative flex w-full max-w-4xl flex-col items-center gap-5 px-6">
        <span className={`${block} h-3 w-40`} />
        <span className={`${block} h-10 w-[88%] rounded-2xl sm:h-14 sm:w-[72%]`} />
        <span className={`${block} h-10 w-[64%] rounded-2xl sm:hidden`} />
        <span className="mt-2 h-6 w-56 animate-pulse rounded-full bg-gold-300/25 sm:w-72" />
        <span className={`${block} mt-2 h-3.5 w-[82%] sm:w-[56%]`} />
        <span className={`${block} h-3.5 w-[60%] sm:w-[40%]`} />
        <span className="mt-6 flex flex-wrap justify-center gap-4">
          <span className="h-12 w-40 animate-pulse rounded-full bg-gold-300/35" />
          <span className="h-12 w-40 animate-pulse rounded-full border border-white/25 bg-white/5" />
        </span>
      </div>
      <span className="absolute bottom-10 left-1/2 h-10 w-6 -translate-x-1/2 rounded-full border-2 border-white/20" />
    </div>
  );
}
