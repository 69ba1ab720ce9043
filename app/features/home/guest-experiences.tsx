import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import type { Testimonial } from "~/content/collections/testimonials";
import { TestimonialCarousel } from "./testimonial-carousel";
import { home as t } from "~/locale/home";

export function GuestExperiences({ items }: { items: readonly Omit<Testimonial, "order">[] }) {
  const copy = t.testimonials;
  return (
    <section aria-labelledby="guest-experiences" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="guest-experiences" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <TestimonialCarousel items={items} />
      </Container>
    </section>
  );
}
