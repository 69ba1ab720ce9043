import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { cart as t } from "~/locale/cart";
import { latinDigits, localDigits } from "~/lib/locale";
import type { CartItem } from "./cart-model";
import { MAX_QUANTITY } from "~/domain/quantity";

type QuantityControlProps = {
  item: CartItem;
  /** The line's name in the controls' labels: a room's with its dates. */
  label?: string;
  /** 0 or below removes the item; the parent decides how. */
  onChange: (quantity: number) => void;
};

const WHOLE_NUMBER = /^-?\d+$/;

/**
 * − / + buttons and a number field. A half-typed (empty) field waits; leaving it restores the count.
 * The field is text, not type=number, so a Bengali page shows its count in Bengali digits (a number
 * field shows only Latin ones); it takes either kind, and the arrow keys step it as a number
 * field's do (role=spinbutton).
 */
export function QuantityControl({ item, label = item.name, onChange }: QuantityControlProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const buttonClass =
    "flex size-8 items-center justify-center rounded-full text-tea-800 transition-colors hover:bg-tea-50 disabled:opacity-40 sm:size-9";

  return (
    <div className="inline-flex items-center gap-0.5 rounded-full bg-white p-0.5 ring-1 ring-tea-200">
      <button
        type="button"
        aria-label={t.decrease(label)}
        className={buttonClass}
        onClick={() => onChange(item.quantity - 1)}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <input
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-valuemin={0}
        aria-valuemax={MAX_QUANTITY}
        aria-valuenow={item.quantity}
        aria-valuetext={localDigits(item.quantity)}
        aria-label={t.quantityOf(label)}
        value={draft ?? localDigits(item.quantity)}
        onChange={(event) => {
          const value = latinDigits(event.target.value.trim());
          if (WHOLE_NUMBER.test(value)) {
            setDraft(null);
            onChange(Number.parseInt(value, 10));
          } else {
            setDraft(event.target.value);
          }
        }}
        onKeyDown={(event) => {
          const step = { ArrowUp: 1, ArrowDown: -1 }[event.key];
          if (!step) return;
          event.preventDefault();
          onChange(Math.min(item.quantity + step, MAX_QUANTITY));
        }}
        onBlur={() => setDraft(null)}
        className="h-8 w-9 rounded-md bg-transparent text-center font-medium tabular-nums focus-visible:outline-2 focus-visible:outline-gold-400 sm:h-9 sm:w-11"
      />
      <button
        type="button"
        aria-label={t.increase(label)}
        className={buttonClass}
        disabled={item.quantity >= MAX_QUANTITY}
        onClick={() => onChange(item.quantity + 1)}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
