import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No tailwind-merge: it would cost every page about 6 KiB of JavaScript, so
 * callers never pass a utility that conflicts with a primitive's own (use a variant instead).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
