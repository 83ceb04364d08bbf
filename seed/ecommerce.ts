/** Seed of the ecommerce domain (spec section 3). Placeholder until the domain is built. */
export type EcommerceSeed = Record<string, never>;

export function seedEcommerce(): EcommerceSeed {
  return {};
}
