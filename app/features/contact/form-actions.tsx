import { Send } from "lucide-react";
import { Button } from "~/components/ui/button";
import { FormAlert } from "~/components/ui/field";
import { useHydrated } from "~/components/ui/use-hydrated";

/** The form-level alert and the submit button, disabled until the page has hydrated. */
export function FormActions({ label, error }: { label: string; error?: string }) {
  const hydrated = useHydrated();
  return (
    <div className="grid gap-4 sm:col-span-2">
      <FormAlert error={error} />
      <Button
        type="submit"
        size="lg"
        disabled={!hydrated}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        <Send aria-hidden="true" />
        {label}
      </Button>
    </div>
  );
}
