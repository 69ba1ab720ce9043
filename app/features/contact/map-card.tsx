import { ExternalLink, MapPin } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { siteText } from "~/content/runtime/site";
import { mapsHref } from "~/content/runtime/maps";
import { contactDetails as t } from "~/locale/contact-details";
// A drawn, stylised map (the Surma, a few streets, a gold pin): a hashed file, not JavaScript.
import mapIllustration from "./map-illustration.svg?no-inline";

/** The map placeholder: a designed illustration, the address and a link out to Google Maps. */
export function MapCard({ copy }: { copy: { eyebrow: string; title: string; text: string } }) {
  const { street, locality, postalCode, country } = siteText.address;
  return (
    <section aria-labelledby="contact-map-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="grid overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-tea-900/8 lg:grid-cols-5">
          <div className="flex flex-col justify-center p-7 sm:p-10 lg:col-span-2">
            <p className="mb-3 text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
              {copy.eyebrow}
            </p>
            <h2
              id="contact-map-title"
              className="text-3xl leading-tight font-medium text-tea-900 sm:text-4xl"
            >
              {copy.title}
            </h2>
            <p className="mt-4 leading-relaxed text-muted">{copy.text}</p>
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
            <img
              src={mapIllustration}
              alt=""
              width={800}
              height={480}
              loading="lazy"
              decoding="async"
              className="absolute inset-0 size-full object-cover"
            />
            <span
              aria-hidden="true"
              className="absolute bottom-[5%] left-[31%] font-display text-[1.0625rem] tracking-[0.3em] text-white/90 italic"
            >
              {t.mapRiver}
            </span>
          </div>
        </div>
      </Container>
    </section>
  );
}
