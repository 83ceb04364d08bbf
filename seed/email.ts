/** Seed of the email domain (spec section 3). Placeholder until the domain is built. */
export type EmailSeed = Record<string, never>;

export function seedEmail(): EmailSeed {
  return {};
}
