/** Seed of the search domain (spec section 3). Placeholder until the domain is built. */
export type SearchSeed = Record<string, never>;

export function seedSearch(): SearchSeed {
  return {};
}
