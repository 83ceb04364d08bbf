import type { MethodKinds } from '../common/revisions.js';
import type { ContactEntry, FileEntry, PageEntry } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    search: SearchRepository;
  }
}

/** Spec section 9: each search group shows at most 4 entries. */
export const SEARCH_LIMIT = 4;

export type SearchGroupRecord =
  | { groupTitle: 'Pages'; searchLimit: number; data: PageEntry[] }
  | { groupTitle: 'Files'; searchLimit: number; data: FileEntry[] }
  | { groupTitle: 'Contacts'; searchLimit: number; data: ContactEntry[] };

/**
 * Owner of the navbar search catalogue (pages, files, contacts: shared, read-only) and of each account's
 * bookmarks (the seed's belong to the demo admin, a new account has none). A page entry's
 * `isBookmarked` is the asking account's. Two stores implement it (memory-repository.ts,
 * postgres-repository.ts); tests/search/contract.test.ts pins that both answer alike.
 */
export interface SearchRepository {
  /** The whole catalogue in seed order, as legacy clients filter it themselves (GET /api/main-search/data). */
  groups(accountId: number): Promise<SearchGroupRecord[]>;
  /**
   * Spec section 9: case-insensitive substring search (q trimmed), at most SEARCH_LIMIT per group in seed
   * order: pages by title or link, files by title or author, contacts by name or e-mail. A blank q lists
   * each group's first entries.
   */
  search(accountId: number, q: string): Promise<SearchGroupRecord[]>;
  /** Every page entry with the account's bookmark flag (the star list of the navbar). */
  suggestions(accountId: number): Promise<PageEntry[]>;
  /** The account's bookmarked pages, in catalogue order. */
  bookmarks(accountId: number): Promise<PageEntry[]>;
  /** Spec section 4: each call flips the account's bookmark of the page; NotFoundError for an unknown page. */
  toggleBookmark(accountId: number, id: number): Promise<PageEntry>;
}

export const pageNotFound = (id: number) => `Page entry ${id} not found`;

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const searchMethods = {
  groups: 'read',
  search: 'read',
  suggestions: 'read',
  bookmarks: 'read',
  toggleBookmark: 'write',
} as const satisfies MethodKinds<SearchRepository>;
