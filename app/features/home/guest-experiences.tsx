import { Container } from "~/components/ui/container";
import { SectionHeading } from "~/components/ui/section-heading";
import { testimonials } from "~/content/home";
import { TestimonialCarousel } from "./testimonial-carousel";
import { useHomeMessages } from "~/i18n/home";

export function GuestExperiences() {
  const copy = useHomeMessages().testimonials;
  return (
    <section aria-labelledby="guest-experiences" className="bg-white py-20 sm:py-28">
      <Container>
        <SectionHeading id="guest-experiences" eyebrow={copy.eyebrow} title={copy.heading}>
          <p>{copy.intro}</p>
        </SectionHeading>
        <TestimonialCarousel items={testimonials} />
      </Container>
    </section>
  );
}
