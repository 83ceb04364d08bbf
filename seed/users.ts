/** Seed of the users domain (spec section 3). Placeholder until the domain is built. */
export type UserSeed = Record<string, never>;

export function seedUser(): UserSeed {
  return {};
}
