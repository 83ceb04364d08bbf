import type { Db } from '../../db/connection.js';
import { matchesSearch } from '../../db/queries.js';
import type { AutocompleteRepository } from './repository.js';
import type { AutocompleteEntry } from './models.js';

/** The autocomplete entries in PostgreSQL (table `autocomplete_entries`: server/content/autocomplete/tables.ts). */
export class PostgresAutocompleteRepository implements AutocompleteRepository {
  constructor(private readonly db: Db) {}

  async search(q = '', limit?: number): Promise<AutocompleteEntry[]> {
    return this.db
      .selectFrom('autocomplete_entries')
      .select(['id', 'title', 'rank'])
      .where((eb) => matchesSearch(eb, ['title'], q.trim()))
      .orderBy('id')
      .$if(limit !== undefined, (qb) => qb.limit(limit!))
      .execute();
  }
}
