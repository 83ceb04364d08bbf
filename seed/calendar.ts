/** Seed of the calendar domain (spec section 3). Placeholder until the domain is built. */
export type CalendarSeed = Record<string, never>;

export function seedCalendar(): CalendarSeed {
  return {};
}
