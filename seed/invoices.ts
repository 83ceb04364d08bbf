/** Seed of the invoices domain (spec section 3). Placeholder until the domain is built. */
export type InvoiceSeed = Record<string, never>;

export function seedInvoice(): InvoiceSeed {
  return {};
}
