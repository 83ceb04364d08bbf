/** Seed of the content domain (spec section 3). Placeholder until the domain is built. */
export type ContentSeed = Record<string, never>;

export function seedContent(): ContentSeed {
  return {};
}
