// The testimonial carousel's index rules, free of React so they can be tested alone.

/** The slide after `index`; the last wraps to the first. */
export function nextIndex(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

/** The slide before `index`; the first wraps to the last. */
export function previousIndex(index: number, count: number): number {
  return count > 0 ? (index - 1 + count) % count : 0;
}

/** A dot jumps straight to its slide; anything out of range stays inside the set. */
export function goToIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), count - 1);
}
