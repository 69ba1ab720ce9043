import { useController, type Control } from "react-hook-form";
import { reservations } from "~/locale/reservations";
import { DatePicker, type DatePickerProps } from "./date-picker";
import type { ReservationValues } from "./reservation-values";

type DateFieldProps = Omit<
  DatePickerProps,
  "value" | "onChange" | "error" | "name" | "ref" | "text" | "panelClassName"
> & {
  control: Control<ReservationValues>;
  name: "checkIn" | "checkOut";
  onPick?: (date: Date) => void;
};

/** The booking form's date field: a DatePicker held by react-hook-form, with its words and errors. */
export function DateField({ control, name, onPick, ...props }: DateFieldProps) {
  const { field, fieldState } = useController({ control, name });
  const { ref, value, onChange } = field;
  return (
    <DatePicker
      {...props}
      ref={ref}
      name={name}
      value={value}
      error={fieldState.error?.message}
      onChange={(date) => {
        onChange(date);
        onPick?.(date);
      }}
      text={reservations}
    />
  );
}
