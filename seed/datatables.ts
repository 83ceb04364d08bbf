/** Seed of the datatables domain (spec section 3). Placeholder until the domain is built. */
export type DatatableSeed = Record<string, never>;

export function seedDatatable(): DatatableSeed {
  return {};
}
