import { includesText } from '../common/schemas.js';
import { NotFoundError } from '../common/errors.js';
import { pageNotFound, SEARCH_LIMIT, type SearchGroupRecord, type SearchRepository } from './repository.js';
import type { Clock } from '../common/clock.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../auth/models.js';
import type { ContactEntry, FileEntry, PageEntry, SearchSeed } from './models.js';

type Catalogue = Omit<PageEntry, 'isBookmarked'>;

/** The search catalogue and every account's bookmarks in this process's memory: the default store. */
export class MemorySearchRepository implements SearchRepository {
  private readonly pages: Catalogue[];
  private readonly files: FileEntry[];
  private readonly contacts: ContactEntry[];
  /** Account id → bookmarked page ids. */
  private readonly marks = new Map<number, Set<number>>();

  // Nothing here depends on "now"; the clock is part of every repository's constructor contract.
  constructor(seed: SearchSeed, _clock: Clock) {
    this.pages = seed.pages.map(({ isBookmarked: _flag, ...page }) => ({ ...page }));
    this.files = seed.files.map((f) => ({ ...f }));
    this.contacts = seed.contacts.map((c) => ({ ...c }));
    this.marks.set(DEMO_ADMIN_ACCOUNT_ID, new Set(seed.pages.filter((p) => p.isBookmarked).map((p) => p.id)));
  }

  async groups(accountId: number): Promise<SearchGroupRecord[]> {
    return [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: this.flagged(accountId, this.pages) },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: this.files.map((f) => ({ ...f })) },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: this.contacts.map((c) => ({ ...c })) },
    ];
  }

  async search(accountId: number, q: string): Promise<SearchGroupRecord[]> {
    const needle = q.trim();
    const take = <T>(rows: T[], fields: (row: T) => unknown[]): T[] =>
      rows.filter((row) => fields(row).some((value) => includesText(value, needle))).slice(0, SEARCH_LIMIT);
    return [
      { groupTitle: 'Pages', searchLimit: SEARCH_LIMIT, data: this.flagged(accountId, take(this.pages, (p) => [p.title, p.link])) },
      { groupTitle: 'Files', searchLimit: SEARCH_LIMIT, data: take(this.files, (f) => [f.title, f.by]).map((f) => ({ ...f })) },
      { groupTitle: 'Contacts', searchLimit: SEARCH_LIMIT, data: take(this.contacts, (c) => [c.title, c.email]).map((c) => ({ ...c })) },
    ];
  }

  async suggestions(accountId: number): Promise<PageEntry[]> {
    return this.flagged(accountId, this.pages);
  }

  async bookmarks(accountId: number): Promise<PageEntry[]> {
    return (await this.suggestions(accountId)).filter((p) => p.isBookmarked);
  }

  async toggleBookmark(accountId: number, id: number): Promise<PageEntry> {
    const page = this.pages.find((p) => p.id === id);
    if (!page) throw new NotFoundError(pageNotFound(id));
    let marks = this.marks.get(accountId);
    if (!marks) this.marks.set(accountId, (marks = new Set()));
    if (!marks.delete(id)) marks.add(id);
    return { ...page, isBookmarked: marks.has(id) };
  }

  private flagged(accountId: number, pages: Catalogue[]): PageEntry[] {
    const marks = this.marks.get(accountId);
    return pages.map((p) => ({ ...p, isBookmarked: marks?.has(p.id) ?? false }));
  }
}
