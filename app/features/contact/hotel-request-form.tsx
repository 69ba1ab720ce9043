import { useForm, useWatch } from "react-hook-form";
import { fieldClass } from "~/components/ui/input";
import { policies } from "~/content/policies";
import { rooms } from "~/content/rooms";
import { formatMoney } from "~/i18n/format";
import { useMessages } from "~/i18n/messages";
import { guestCounts, hotelDefaults } from "./contact-options";
import type { HotelInput, HotelValues } from "./contact-schemas";
import { addDays, isIsoDate, isoDate } from "./dates";
import { Field, Select } from "./form-field";
import { FormActions } from "./form-actions";
import { GuestFields } from "./guest-fields";
import { useClientString } from "~/components/ui/use-hydrated";
import { useContactMessages } from "~/i18n/contact";
import { lazyResolver, preloadValidation } from "./validation";

const resolver = lazyResolver((validators) => validators.hotelResolver);
const today = () => isoDate(new Date());

type FormProps = { idPrefix: string; onSent: () => void };

/**
 * Hotel reservation request (spec sections 3 and 5): name, e-mail, phone, check-in and check-out
 * required; room type from the one six-room catalogue (standard by default); 2 guests by default.
 */
export function HotelRequestForm({ idPrefix, onSent }: FormProps) {
  const m = useMessages();
  const t = useContactMessages();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<HotelInput, unknown, HotelValues>({ defaultValues: hotelDefaults, resolver });
  const checkIn = useWatch({ control, name: "checkIn" });
  const minCheckIn = useClientString(today);
  const minCheckOut = isIsoDate(checkIn)
    ? addDays(checkIn, 1)
    : minCheckIn && addDays(minCheckIn, 1);

  return (
    <form
      noValidate
      aria-label={t.reservationKinds.hotel}
      onFocus={() => void preloadValidation().catch(() => {})}
      onSubmit={handleSubmit(() => {
        reset();
        onSent();
      })}
      className="grid gap-5 sm:grid-cols-2"
    >
      <p className="text-sm text-muted sm:col-span-2">{t.requiredNote}</p>
      <GuestFields
        idPrefix={idPrefix}
        fields={{ name: register("name"), email: register("email"), phone: register("phone") }}
        errors={{
          name: errors.name?.message,
          email: errors.email?.message,
          phone: errors.phone?.message,
        }}
      />
      <Field
        id={`${idPrefix}-check-in`}
        label={t.fields.checkIn}
        error={errors.checkIn?.message}
        hint={t.hints.checkIn(policies.checkIn)}
      >
        {(aria) => (
          <input
            {...aria}
            {...register("checkIn")}
            type="date"
            min={minCheckIn}
            required
            className={fieldClass}
          />
        )}
      </Field>
      <Field
        id={`${idPrefix}-check-out`}
        label={t.fields.checkOut}
        error={errors.checkOut?.message}
        hint={t.hints.checkOut(policies.checkOut)}
      >
        {(aria) => (
          <input
            {...aria}
            {...register("checkOut")}
            type="date"
            min={minCheckOut}
            required
            className={fieldClass}
          />
        )}
      </Field>
      <div className="grid gap-5 sm:col-span-2 sm:grid-cols-[2fr_1fr]">
        <Field
          id={`${idPrefix}-room`}
          label={t.fields.roomType}
          error={errors.roomType?.message}
          hint={t.hints.roomType}
        >
          {(aria) => (
            <Select {...aria} {...register("roomType")} defaultValue={hotelDefaults.roomType}>
              {rooms.map((room) => (
                <option key={room.id} value={room.id}>
                  {t.roomOption(room.name, formatMoney(room.pricePerNight, m.locale))}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={`${idPrefix}-guests`} label={t.fields.guests} error={errors.guests?.message}>
          {(aria) => (
            <Select {...aria} {...register("guests")} defaultValue={hotelDefaults.guests}>
              {guestCounts.map((count) => (
                <option key={count} value={count}>
                  {t.guestOption(count)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <FormActions label={t.sendHotelRequest} error={errors.root?.message} />
    </form>
  );
}
