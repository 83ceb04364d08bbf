/**
 * No person is ever shown without an avatar: someone without a photo gets the initials avatar this
 * server draws (routes.ts), at a URL that depends only on their name, so every face and every instance gives the
 * same one and browsers cache it for good. Applied where people are shown, never stored: the records keep "no
 * photo", and the legacy answers that mean "none" by `''` (users, invoices) keep it.
 */

/**
 * Background tones of the initials avatars, each dark enough for white text (contrast at least 4.5:1, WCAG AA).
 * Appending is safe; reordering or removing would change avatars browsers keep for a year.
 */
export const AVATAR_TONES = ['#4338CA', '#1D4ED8', '#0E7490', '#0F766E', '#15803D', '#A16207', '#C2410C', '#B91C1C', '#BE185D', '#7E22CE'] as const;

/** What an initials avatar shows: up to two letters or digits, or `?` for a name without any. */
export const INITIALS_PATTERN = /^(?:[\p{L}\p{N}]{1,2}|\?)$/u;

/** The first letter or digit of the first two words that have one, upper-cased; `?` when none does. */
export function initialsOf(name: string): string {
  const letters = name
    .split(/\s+/)
    .map((word) => Array.from(word).find((char) => /[\p{L}\p{N}]/u.test(char)))
    .filter((char): char is string => char !== undefined)
    .slice(0, 2)
    .map((char) => char.toLocaleUpperCase('ru'));
  // An upper-cased letter may become two (German ß → SS): keep the pattern's two.
  const initials = Array.from(letters.join('')).slice(0, 2).join('');
  return INITIALS_PATTERN.test(initials) ? initials : '?';
}

/** A tone picked by the name (FNV-1a over its UTF-16 units): the same person, the same colour, everywhere. */
export function toneOf(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % AVATAR_TONES.length;
}

/** The initials avatar of a name, as a same-origin URL. */
export function initialsAvatarUrl(name: string): string {
  const trimmed = name.trim();
  return `/avatars/${toneOf(trimmed)}/${encodeURIComponent(initialsOf(trimmed))}.svg`;
}

/** A person's photo, or their initials avatar when they have none (`null`, or `''`). */
export function avatarOf(name: string, photo: string | null | undefined): string {
  return photo || initialsAvatarUrl(name);
}
