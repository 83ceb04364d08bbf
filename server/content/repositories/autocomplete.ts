import type { AutocompleteEntry } from '../../../seed/content/autocomplete.js';
import { includesText } from '../../common/schemas.js';

/** The 100 autocomplete entries, in id order. */
export class AutocompleteRepository {
  constructor(private readonly entries: AutocompleteEntry[]) {}

  search(q = '', limit = this.entries.length): AutocompleteEntry[] {
    return this.entries.filter((e) => includesText(e.title, q.trim())).slice(0, limit);
  }
}
