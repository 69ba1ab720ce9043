import { Check } from "lucide-react";
import type { InputHTMLAttributes } from "react";
import { cn } from "~/lib/cn";

type ChoiceCardProps = {
  /** Prefix of the title's and text's ids. */
  id: string;
  title: string;
  text: string;
  checked: boolean;
  /** The radio's own props (the form's `option(name, value)`). */
  input: InputHTMLAttributes<HTMLInputElement>;
};

/**
 * One choice of a radio group drawn as a card (the payment method, the rate plan): the whole card
 * is the radio, named by its title and described by its text.
 */
export function ChoiceCard({ id, title, text, checked, input }: ChoiceCardProps) {
  return (
    <div
      className={cn(
        "relative flex gap-3 rounded-2xl bg-white p-5 transition-shadow",
        checked
          ? "shadow-md ring-2 shadow-tea-950/5 ring-tea-600"
          : "ring-1 ring-tea-900/12 hover:ring-tea-300",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full",
          checked ? "bg-tea-700 text-white" : "ring-2 ring-tea-300",
        )}
      >
        {checked ? <Check className="size-3.5" strokeWidth={3} /> : null}
      </span>
      <span>
        <span id={id} className="block font-medium text-ink">
          {title}
        </span>
        <span id={`${id}-text`} className="mt-1 block text-sm leading-relaxed text-muted">
          {text}
        </span>
      </span>
      <input
        type="radio"
        aria-labelledby={id}
        aria-describedby={`${id}-text`}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl outline-offset-3 focus-visible:outline-3 focus-visible:outline-gold-400"
        {...input}
      />
    </div>
  );
}
