import type { FaqPageQueryVariables } from '../../../__generated__/graphql';
import { text, type UrlStateOf } from '../../../lib/url-state';

/** `?q=` searches the questions on the server; `?category=` is the open category. */
export const FAQ = { q: text('q'), category: text('category', { filter: false }) };

/** The page's query for the URL's state: the page and the route's preload ask exactly this. */
export function faqVariables(params: UrlStateOf<typeof FAQ>): FaqPageQueryVariables {
  return { q: params.q || null };
}
