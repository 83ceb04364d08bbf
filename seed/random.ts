/** The fixed reference day the seed's dates are laid around, so dates never drift between starts. */
export const SEED_EPOCH = new Date(Date.UTC(2026, 10, 1, 9, 0, 0));

export function daysFromEpoch(days: number, hours = 0): Date {
  return new Date(SEED_EPOCH.getTime() + days * 86_400_000 + hours * 3_600_000);
}
