import { formatNumber } from "~/i18n/format";
import { site as m } from "~/locale/site";

/** A select's options for counts (adults, children), each shown in the page's numerals. */
export function NumberOptions({ values }: { values: readonly string[] }) {
  return values.map((value) => (
    <option key={value} value={value}>
      {formatNumber(Number(value), m.locale)}
    </option>
  ));
}
