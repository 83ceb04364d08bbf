import type { EcommerceSeed } from '../../seed/ecommerce.js';
import type { Clock } from '../repositories.js';

/** Owner of the ecommerce domain's state and rules. Placeholder until the domain is built. */
export class EcommerceRepository {
  constructor(
    readonly seed: EcommerceSeed,
    readonly clock: Clock,
  ) {}

  cartItemsCount(): number {
    return 0;
  }
}
