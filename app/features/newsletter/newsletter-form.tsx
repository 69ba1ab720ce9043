import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { fieldClass } from "~/components/ui/input";
import { showToast } from "~/components/ui/toaster";
import { site as m } from "~/locale/site";
import { cn } from "~/lib/cn";
import { isEmail } from "~/domain/email";

type NewsletterFormProps = {
  tone?: "dark" | "light";
  headingLevel?: "h2" | "h3";
  showHeading?: boolean;
  /**
   * Without its own heading, the id of the heading that names the form where it stands (the
   * offers page's box, whose page has no footer form: one sign-up a page).
   */
  labelledBy?: string;
};

/** Newsletter sign-up: a valid address gets a confirmation toast; nothing is stored or sent (spec). */
export function NewsletterForm({
  tone = "dark",
  headingLevel: Heading = "h2",
  showHeading = true,
  labelledBy,
}: NewsletterFormProps) {
  const id = useId();
  const [error, setError] = useState(false);

  return (
    <form
      noValidate
      aria-labelledby={showHeading ? `${id}-heading` : labelledBy}
      aria-label={showHeading || labelledBy ? undefined : m.newsletter.heading}
      onSubmit={(event) => {
        event.preventDefault();
        // Read from the field itself: what was typed before the page's scripts ran counts too.
        const form = event.currentTarget;
        const email = String(new FormData(form).get("email") ?? "");
        if (!isEmail(email)) {
          setError(true);
          return;
        }
        setError(false);
        showToast({
          title: m.newsletter.successTitle,
          description: m.newsletter.successText(email.trim()),
        });
        form.reset();
      }}
    >
      {showHeading ? (
        <Heading
          id={`${id}-heading`}
          className={cn(
            "mb-2 font-display text-lg font-medium",
            tone === "dark" ? "text-gold-200" : "text-tea-900",
          )}
        >
          {m.newsletter.heading}
        </Heading>
      ) : null}
      <p className={cn("mb-4 text-sm", tone === "dark" ? "text-white/75" : "text-muted")}>
        {m.newsletter.text}
      </p>
      <label
        htmlFor={`${id}-email`}
        className={cn(
          "mb-1.5 block text-sm font-medium",
          tone === "dark" ? "text-white" : "text-ink",
        )}
      >
        {m.newsletter.label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row lg:flex-col">
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={m.newsletter.placeholder}
          aria-invalid={error || undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            if (error && isEmail(event.target.value)) setError(false);
          }}
          className={cn(fieldClass, "min-w-0 flex-1")}
        />
        <Button type="submit" variant={tone === "dark" ? "gold" : "primary"}>
          {m.newsletter.submit}
        </Button>
      </div>
      <p
        id={`${id}-error`}
        aria-live="polite"
        className={cn(
          "mt-2 text-sm",
          tone === "dark" ? "text-gold-100" : "text-red-800",
          !error && "sr-only",
        )}
      >
        {error ? m.newsletter.invalid : ""}
      </p>
    </form>
  );
}
