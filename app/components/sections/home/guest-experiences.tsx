import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Testimonial } from "~/content/schemas/collections/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";
import { home as t } from "~/locale/home";

export function GuestExperiences({ items }: { items: readonly Omit<Testimonial, "order">[] }) {
  const copy = t.testimonials;
  return (
    // A dark band the width of the screen, the guests' words large on it: a pull quote between
    // the page's light sections rather than one more card.
    <section aria-labelledby="guest-experiences" className="bg-tea-900 py-20 text-white sm:py-28">
      <Container>
        <SectionHeading
          id="guest-experiences"
          eyebrow={copy.eyebrow}
          title={copy.heading}
          className="[&_div]:text-white/80 [&_h2]:text-white [&>p]:text-gold-300"
        >
          <p>{copy.intro}</p>
        </SectionHeading>
        <TestimonialCarousel items={items} />
      </Container>
    </section>
  );
}
