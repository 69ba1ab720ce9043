import { ExternalLink, MapPin } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { site, siteText } from "~/content/site";
import { useContactMessages } from "~/i18n/contact";

/** A link out to the hotel's coordinates; the page itself loads no map and makes no request. */
export const mapsHref = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(
  `${site.geo.latitude},${site.geo.longitude}`,
)}`;

/** A drawn, stylised map: the Surma, a few streets and a gold pin. Decorative only. */
function MapIllustration({ riverLabel }: { riverLabel: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 800 480"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <defs>
        <linearGradient id="contact-map-river" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#86b5cb" />
          <stop offset="1" stopColor="#23627f" />
        </linearGradient>
        <pattern id="contact-map-grid" width="32" height="32" patternUnits="userSpaceOnUse">
          <path d="M32 0H0V32" fill="none" stroke="#1c3f2e" strokeOpacity="0.06" />
        </pattern>
        <pattern
          id="contact-map-tea"
          width="14"
          height="14"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(-24)"
        >
          <rect width="14" height="14" fill="#dcebe1" />
          <path d="M0 7h14" stroke="#8ab99f" strokeWidth="3" strokeLinecap="round" />
        </pattern>
        <radialGradient id="contact-map-glow">
          <stop offset="0" stopColor="#e2bf76" stopOpacity="0.55" />
          <stop offset="1" stopColor="#e2bf76" stopOpacity="0" />
        </radialGradient>
      </defs>

      <rect width="800" height="480" fill="#f2ece0" />
      <rect width="800" height="480" fill="url(#contact-map-grid)" />

      {/* Tea gardens and a park */}
      <path
        d="M560 0h240v150c-60 30-150 20-200-10-40-24-50-80-40-140z"
        fill="url(#contact-map-tea)"
      />
      <path d="M0 40c70-20 150 0 190 40 30 30 10 80-40 92-60 14-120 0-150-20z" fill="#dcebe1" />
      <circle cx="96" cy="104" r="10" fill="#b9d6c3" />
      <circle cx="128" cy="90" r="7" fill="#b9d6c3" />

      {/* City blocks */}
      <g fill="#faf7f0" stroke="#1c3f2e" strokeOpacity="0.08">
        <rect x="240" y="40" width="92" height="62" rx="8" />
        <rect x="240" y="124" width="92" height="70" rx="8" />
        <rect x="446" y="52" width="84" height="56" rx="8" />
        <rect x="446" y="128" width="84" height="66" rx="8" />
        <rect x="600" y="190" width="120" height="58" rx="8" />
        <rect x="40" y="212" width="150" height="60" rx="8" />
        <rect x="240" y="262" width="110" height="54" rx="8" />
        <rect x="470" y="262" width="96" height="50" rx="8" />
        <rect x="640" y="268" width="110" height="44" rx="8" />
      </g>

      {/* Streets */}
      <g fill="none" strokeLinecap="round">
        <path
          d="M-10 222C180 206 300 214 400 216s260-10 420-30"
          stroke="#e8dfcd"
          strokeWidth="26"
        />
        <path
          d="M-10 222C180 206 300 214 400 216s260-10 420-30"
          stroke="#ffffff"
          strokeWidth="18"
        />
        <path d="M390 -10C396 100 404 200 408 340" stroke="#e8dfcd" strokeWidth="20" />
        <path d="M390 -10C396 100 404 200 408 340" stroke="#ffffff" strokeWidth="13" />
        <path
          d="M210 -10c4 120 12 230 4 350M574 -10c-8 100 4 210 12 350"
          stroke="#ffffff"
          strokeWidth="9"
        />
        <path d="M-10 120h560M-10 330h820" stroke="#ffffff" strokeWidth="7" />
      </g>

      {/* The Surma */}
      <path
        d="M-20 372C120 340 250 392 400 380s250-60 420-30v150H-20z"
        fill="url(#contact-map-river)"
      />
      <path
        d="M20 412c110-18 220 12 340 4s240-40 400-22"
        fill="none"
        stroke="#ffffff"
        strokeOpacity="0.35"
        strokeWidth="2"
        strokeDasharray="14 12"
      />
      <text
        x="250"
        y="452"
        fill="#ffffff"
        fillOpacity="0.9"
        fontSize="17"
        fontStyle="italic"
        letterSpacing="5"
        className="font-display"
      >
        {riverLabel}
      </text>

      {/* The hotel */}
      <circle cx="404" cy="214" r="70" fill="url(#contact-map-glow)" />
      <circle cx="404" cy="214" r="20" fill="#d4a551" fillOpacity="0.25" />
      <path
        d="M404 216c-4 0-30-30-30-50a30 30 0 0 1 60 0c0 20-26 50-30 50z"
        fill="#132c20"
        stroke="#e2bf76"
        strokeWidth="3"
      />
      <circle cx="404" cy="166" r="10" fill="#e2bf76" />
    </svg>
  );
}

/** The map placeholder: a designed illustration, the address and a link out to Google Maps. */
export function MapCard() {
  const t = useContactMessages();
  const { street, locality, postalCode, country } = siteText.address;
  return (
    <section aria-labelledby="contact-map-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/8 lg:grid-cols-5">
          <div className="flex flex-col justify-center p-7 sm:p-10 lg:col-span-2">
            <p className="mb-3 text-xs font-semibold tracking-[0.22em] text-gold-700 uppercase">
              {t.mapEyebrow}
            </p>
            <h2
              id="contact-map-title"
              className="text-3xl leading-tight font-medium text-tea-900 sm:text-4xl"
            >
              {t.mapTitle}
            </h2>
            <p className="mt-4 leading-relaxed text-muted">{t.mapText}</p>
            <p className="mt-6 flex gap-3 text-tea-900">
              <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold-600" />
              <span>
                {street}
                <br />
                {locality} {postalCode}, {country}
              </span>
            </p>
            <div className="mt-8">
              <a
                href={mapsHref}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonVariants({ variant: "primary" })}
              >
                <ExternalLink aria-hidden="true" />
                {t.openInMaps}
                <span className="sr-only"> {t.opensInNewTab}</span>
              </a>
            </div>
          </div>
          <div className="relative min-h-72 sm:min-h-96 lg:col-span-3 lg:min-h-[30rem]">
            <MapIllustration riverLabel={t.mapRiver} />
          </div>
        </div>
      </Container>
    </section>
  );
}
