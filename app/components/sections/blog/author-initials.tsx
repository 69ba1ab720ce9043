/** A quiet monogram for an author (no portraits of our writers exist). */
export function AuthorInitials({ name, size = "md" }: { name: string; size?: "md" | "lg" }) {
  const initials = name
    .replace(/^(Chef|শেফ)\s+/i, "")
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .slice(0, 2)
    .join("")
    .toUpperCase();
  return (
    <span
      aria-hidden="true"
      className={
        size === "lg"
          ? "grid size-14 shrink-0 place-items-center rounded-full bg-tea-800 font-display text-lg text-gold-200"
          : "grid size-10 shrink-0 place-items-center rounded-full bg-tea-800 font-display text-sm text-gold-200"
      }
    >
      {initials}
    </span>
  );
}
