import type { TypePolicies } from '@apollo/client';
import { growingListPolicy } from '../../../lib/apollo/growing-list.js';
import { EMAILS_PER_PAGE } from './emails-query.js';

/** A mailbox view is read page by page as it scrolls: one growing list per folder, label and search. */
export const emailTypePolicies: TypePolicies = {
  Query: { fields: { emails: growingListPolicy(['q', 'folder', 'label'], EMAILS_PER_PAGE) } },
};
