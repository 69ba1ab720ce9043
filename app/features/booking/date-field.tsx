import { DatePicker, type DatePickerProps } from "~/components/layout/date-picker";
import type { StepProps } from "./reservation-values";

type DateFieldProps = Omit<
  DatePickerProps,
  "value" | "onChange" | "error" | "name" | "ref" | "panelClassName"
> & {
  form: StepProps["form"];
  name: "checkIn" | "checkOut";
  onPick?: (date: Date) => void;
};

/**
 * The booking form's date field: a DatePicker whose date the form holds (a widget, not a native
 * field), with its words and errors. A failed check focuses its button, named as the field.
 */
export function DateField({ form, name, onPick, ...props }: DateFieldProps) {
  return (
    <DatePicker
      {...props}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(date) => {
        form.setValue(name, date);
        onPick?.(date);
      }}
    />
  );
}
