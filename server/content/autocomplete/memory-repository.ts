import { includesText } from '../../common/schemas.js';
import type { AutocompleteRepository } from './repository.js';
import type { AutocompleteEntry } from './models.js';

/** The autocomplete entries in this process's memory, in id order. */
export class MemoryAutocompleteRepository implements AutocompleteRepository {
  private readonly entries: AutocompleteEntry[];

  constructor(entries: readonly AutocompleteEntry[]) {
    this.entries = structuredClone([...entries]).sort((a, b) => a.id - b.id);
  }

  async search(q = '', limit = this.entries.length): Promise<AutocompleteEntry[]> {
    return structuredClone(this.entries.filter((e) => includesText(e.title, q.trim())).slice(0, limit));
  }
}
