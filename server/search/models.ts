/** A navigable screen of the product, as the navbar search and the bookmarks list show it (spec section 3). */
export interface PageEntry {
  id: number;
  /** Stable key of the screen; the client maps it to a translated label when it has one. */
  target: string;
  isBookmarked: boolean;
  /** Russian title shown in the search results. */
  title: string;
  /** A Blueprint icon name. */
  icon: string;
  link: string;
}

export interface FileEntry {
  title: string;
  by: string;
  size: string;
  /** Path of the file-type icon. */
  file: string;
}

export interface ContactEntry {
  title: string;
  email: string;
  img: string;
  /** Calendar date of the last contact, YYYY-MM-DD. */
  date: string;
}

export interface SearchSeed {
  pages: PageEntry[];
  files: FileEntry[];
  contacts: ContactEntry[];
}
