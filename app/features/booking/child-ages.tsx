import { FieldError } from "~/components/ui/field";
import { Select } from "~/components/ui/input";
import { partyWords as p } from "~/locale/party-words";
import { ageOptions } from "./party-fit";
import { NumberOptions } from "./number-options";

type ChildAgesProps = {
  id: string;
  /** One age a child: "" until chosen. */
  ages: readonly string[];
  error?: string;
  onChange: (ages: string[]) => void;
};

/**
 * Each child's age, 0 (under 1) to 17: the children's policy (free, cot or adult) and the room's
 * extra beds follow it. An age not yet chosen is marked when the step is checked.
 */
export function ChildAges({ id, ages, error, onChange }: ChildAgesProps) {
  return (
    <div className="mt-5">
      <div className="grid grid-cols-2 items-start gap-5">
        {ages.map((age, index) => (
          <div key={index}>
            <label htmlFor={`${id}-${index}`} className="mb-1.5 block text-sm font-medium text-ink">
              {p.childAge(index + 1)}
            </label>
            <Select
              id={`${id}-${index}`}
              name="childAges"
              className="min-h-12"
              value={age}
              required
              aria-invalid={error && age === "" ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(event) =>
                onChange(ages.map((kept, at) => (at === index ? event.target.value : kept)))
              }
            >
              <option value="">{p.chooseAge}</option>
              {/* 0 is a baby under 1: the summary says so in words. */}
              <NumberOptions values={ageOptions} />
            </Select>
          </div>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
