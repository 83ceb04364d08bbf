import type { ContactEntry, FileEntry, PageEntry, SearchSeed } from '../../seed/search.js';
import { includesText } from '../common/schemas.js';
import { NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';

/** Spec section 9: each search group shows at most 4 entries. */
export const SEARCH_LIMIT = 4;

export type SearchGroupRecord =
  | { groupTitle: 'Pages'; searchLimit: number; data: PageEntry[] }
  | { groupTitle: 'Files'; searchLimit: number; data: FileEntry[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: ContactEntry[] };

/** Owner of the navbar search catalogue and of the bookmark flags on page entries. */
export class SearchRepository {
  private readonly pages: PageEntry[];
  private readonly files: FileEntry[];
  private readonly contacts: ContactEntry[];

  constructor(
    seed: SearchSeed,
    readonly clock: Clock,
  ) {
    this.pages = seed.pages.map((p) => ({ ...p }));
    this.files = seed.files.map((f) => ({ ...f }));
    this.contacts = seed.contacts.map((c) => ({ ...c }));
  }

  /** The whole catalogue, as legacy clients filter it themselves (GET /api/main-search/data). */
  groups(): SearchGroupRecord[] {
    return [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: this.pages.map((p) => ({ ...p })) },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: this.files.map((f) => ({ ...f })) },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: this.contacts.map((c) => ({ ...c })) },
    ];
  }

  /**
   * Case-insensitive substring search, at most SEARCH_LIMIT per group: pages by title or link,
   * files by title or author, contacts by name or e-mail. A blank query lists each group's first entries.
   */
  search(q: string): SearchGroupRecord[] {
    const needle = q.trim();
    const take = <T>(rows: T[], fields: (row: T) => unknown[]): T[] =>
      rows.filter((row) => fields(row).some((value) => includesText(value, needle))).slice(0, SEARCH_LIMIT);
    return [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: take(this.pages, (p) => [p.title, p.link]).map((p) => ({ ...p })) },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: take(this.files, (f) => [f.title, f.by]).map((f) => ({ ...f })) },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: take(this.contacts, (c) => [c.title, c.email]).map((c) => ({ ...c })) },
    ];
  }

  /** Every page entry with its bookmark flag (the star list of the navbar). */
  suggestions(): PageEntry[] {
    return this.pages.map((p) => ({ ...p }));
  }

  bookmarks(): PageEntry[] {
    return this.pages.filter((p) => p.isBookmarked).map((p) => ({ ...p }));
  }

  /** Spec section 4: each call flips isBookmarked; the bookmarks list follows from the flag. */
  toggleBookmark(id: number): PageEntry {
    const page = this.pages.find((p) => p.id === id);
    if (!page) throw new NotFoundError(`Page entry ${id} not found`);
    page.isBookmarked = !page.isBookmarked;
    return { ...page };
  }
}
