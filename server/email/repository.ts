import type { Page, PageRequest } from '../common/paging.js';
import type { EmailFlags, EmailLabel, EmailRecord, EmailSender, EmailsMeta, EmailWithNav, MailboxView } from './models.js';
import type { MethodKinds } from '../common/revisions.js';

declare module '../common/repositories.js' {
  interface Repositories {
    email: EmailRepository;
  }
}

export interface EmailListQuery {
  q?: string;
  /** Defaults to the inbox. Ignored when `label` is given. */
  folder?: MailboxView;
  label?: EmailLabel;
}

export type PageDirection = 'previous' | 'next';

/** A mail from the compose dialog. `message` is plain text; it is stored as escaped HTML. */
export interface ComposedEmail {
  to: string[];
  cc?: string[];
  bcc?: string[];
  subject: string;
  message: string;
}

/**
 * Owner of every account's mailbox (mail belongs to its account; the seed's mailbox to the demo
 * admin, a new account's starts empty): folder and label views, counters, bulk flag changes, paging and
 * compose. Every call names the account; a mail of another mailbox is unknown (NotFoundError). Ids are
 * global (maximum + 1). Two stores implement it with the rules of rules.ts; tests/email/contract.test.ts
 * pins that both answer alike.
 */
export interface EmailRepository {
  /**
   * Spec sections 7 and 9, newest first (ties: higher id first): q matches the subject (case-insensitive
   * substring); a folder view shows that folder, so trash shows only under `trash`; `starred` is every starred
   * mail outside trash; a label shows its mails in every folder but trash, whatever the folder. Without
   * `paging`, the whole view (the legacy REST list); with it, one page (rules.ts `EMAILS_PER_PAGE` by
   * default, server/common/paging.ts) and how many mails the view holds.
   */
  list(accountId: number, query?: EmailListQuery): Promise<EmailRecord[]>;
  list(accountId: number, query: EmailListQuery, paging: PageRequest): Promise<Page<EmailRecord>>;
  /** Unread inbox, every draft, unread spam. */
  meta(accountId: number): Promise<EmailsMeta>;
  get(accountId: number, id: number): Promise<EmailRecord>;
  /** The mail with whether a newer (previous) and an older (next) one is in its own folder. */
  getWithNav(accountId: number, id: number): Promise<EmailWithNav>;
  /**
   * The neighbour of `id` in its own folder's newest-first list: "previous" is the newer mail (above it in
   * the list), "next" the older one (below), as the reader's arrows move; NotFoundError past either end.
   */
  adjacent(accountId: number, id: number, dir: PageDirection): Promise<EmailWithNav>;
  /** Applies the flags to every id; an unknown id refuses the whole batch; answers the mails in the ids' order. */
  update(accountId: number, ids: readonly number[], flags: EmailFlags): Promise<EmailRecord[]>;
  /** Toggles the label on each mail on its own: labelled mails lose it, the others gain it. */
  toggleLabel(accountId: number, ids: readonly number[], label: EmailLabel): Promise<EmailRecord[]>;
  /** A new read mail from `from` (the caller), filed in `sent` or `draft`; a sent mail needs a recipient. */
  compose(accountId: number, input: ComposedEmail, folder: 'sent' | 'draft', from: EmailSender): Promise<EmailRecord>;
}

/** Which methods change state (server/common/revisions.ts): answers kept between requests end at a write. */
export const emailMethods = {
  list: 'read',
  meta: 'read',
  get: 'read',
  getWithNav: 'read',
  adjacent: 'read',
  update: 'write',
  toggleLabel: 'write',
  compose: 'write',
} as const satisfies MethodKinds<EmailRepository>;
