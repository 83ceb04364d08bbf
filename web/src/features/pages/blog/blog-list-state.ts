import type { BlogListQueryVariables } from '../../../__generated__/graphql';
import { text, type UrlStateOf } from '../../../lib/url-state';

/** `?q=` searches titles on the server, `?category=` narrows to one category. */
export const BLOG_LIST = { q: text('q'), category: text('category') };

/** The list's query for the URL's state: the page and the route's preload ask exactly this. */
export function blogListVariables(params: UrlStateOf<typeof BLOG_LIST>): BlogListQueryVariables {
  return { q: params.q || null };
}
