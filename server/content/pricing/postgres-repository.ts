import type { Db } from '../../db/connection.js';
import { readDocument } from '../documents.js';
import type { PricingRepository } from './repository.js';
import type { PricingSeed } from './models.js';

/** The pricing page in PostgreSQL: the `pricing` document (server/content/documents.ts). */
export class PostgresPricingRepository implements PricingRepository {
  constructor(private readonly db: Db) {}

  async get(): Promise<PricingSeed> {
    return readDocument(this.db, 'pricing');
  }
}
