// On its own so the cart's storage check (shell chunk, every page) can read it without taking
// the rest of lib/stay.ts along; lib/stay.ts re-exports it.

/** The longest stay the site books: longer ones are arranged with the team (they name the price). */
export const MAX_NIGHTS = 30;
