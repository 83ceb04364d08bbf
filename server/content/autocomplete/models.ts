/** Autocomplete demo (spec section 3): exactly 100 titles of cities, books and films, each with a rank. */
export interface AutocompleteEntry {
  id: number;
  title: string;
  rank: number;
}
