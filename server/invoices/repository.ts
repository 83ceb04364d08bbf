import type { InvoiceSeed } from '../../seed/invoices.js';
import type { Clock } from '../repositories.js';

/** Owner of the invoices domain's state and rules. Placeholder until the domain is built. */
export class InvoiceRepository {
  constructor(
    readonly seed: InvoiceSeed,
    readonly clock: Clock,
  ) {}
}
