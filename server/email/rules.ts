import { avatarOf } from '../avatars/person-avatar.js';
import { searchSchema } from '../common/schemas.js';
import { InvalidInputError } from '../common/errors.js';
import type { EmailFlags, EmailFolder, EmailRecipient, EmailRecord, EmailSender, EmailsMeta, EmailSeed } from './models.js';
import type { ComposedEmail, EmailListQuery } from './repository.js';
import type { AccountRecord } from '../auth/models.js';

/**
 * The mailbox rules that do not depend on where mails live, shared by both stores: what a list, a bulk
 * change and a composed mail may be, how a composed mail is stored, and what the counters count.
 */

/** A page of the GraphQL and web mail list, unless the call asks for another size. */
export const EMAILS_PER_PAGE = 20;

export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 20_000;

/** The seed's mailbox belongs to the account with its owner's address (the demo admin). */
export function seedMailboxAccountId(accounts: readonly AccountRecord[], email: EmailSeed): number {
  const owner = accounts.find((account) => account.email.toLowerCase() === email.owner.email.toLowerCase());
  if (!owner) throw new Error(`the seed's mailbox owner ${email.owner.email} has no account`);
  return owner.id;
}

/** A list call with its defaults: the inbox, no search. */
export function checkedListQuery({ q = '', folder = 'inbox', label }: EmailListQuery = {}): Required<Omit<EmailListQuery, 'label'>> & Pick<EmailListQuery, 'label'> {
  if (q.length > searchSchema.maxLength) throw new InvalidInputError(`q is longer than ${searchSchema.maxLength}`);
  return { q, folder, label };
}

/** A bulk call's ids without repeats; none is refused. */
export function checkedIds(ids: readonly number[]): number[] {
  if (ids.length === 0) throw new InvalidInputError('emailIds must not be empty');
  return [...new Set(ids)];
}

export function checkFlags(flags: EmailFlags): void {
  if (flags.isRead === undefined && flags.isStarred === undefined && flags.folder === undefined) {
    throw new InvalidInputError('Nothing to update: give isRead, isStarred or folder');
  }
}

export function applyFlags(email: EmailRecord, flags: EmailFlags): void {
  if (flags.isRead !== undefined) email.isRead = flags.isRead;
  if (flags.isStarred !== undefined) email.isStarred = flags.isStarred;
  if (flags.folder !== undefined) email.folder = flags.folder;
}

/** Counters of the sidebar: unread inbox, every draft, unread spam; of mails, or of groups of `count` mails alike. */
export function countMeta(groups: Iterable<Pick<EmailRecord, 'folder' | 'isRead'> & { count?: number }>): EmailsMeta {
  const meta: EmailsMeta = { inbox: 0, draft: 0, spam: 0 };
  for (const { folder, isRead, count = 1 } of groups) {
    if (folder === 'inbox' && !isRead) meta.inbox += count;
    if (folder === 'draft') meta.draft += count;
    if (folder === 'spam' && !isRead) meta.spam += count;
  }
  return meta;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Plain text to HTML paragraphs: the stored message is always safe for the client to render. */
function plainTextToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Checks a composed mail; a sent mail needs a recipient. */
export function checkComposed(input: ComposedEmail, folder: 'sent' | 'draft'): void {
  if (folder === 'sent' && input.to.length === 0) throw new InvalidInputError('A mail needs at least one recipient');
  if ([input.to, input.cc ?? [], input.bcc ?? []].some((list) => list.length > MAX_RECIPIENTS)) {
    throw new InvalidInputError(`At most ${MAX_RECIPIENTS} addresses per field`);
  }
  if (input.subject.length > MAX_SUBJECT_LENGTH) throw new InvalidInputError(`Subject is longer than ${MAX_SUBJECT_LENGTH}`);
  if (input.message.length > MAX_MESSAGE_LENGTH) throw new InvalidInputError(`Message is longer than ${MAX_MESSAGE_LENGTH}`);
}

/**
 * The stored mail, from `from`, filed in `folder`, read; `recipient` names each address (a known
 * correspondent keeps their name: see `knownRecipient`).
 */
export function composedEmail(
  id: number,
  input: ComposedEmail,
  folder: 'sent' | 'draft',
  from: EmailSender,
  time: Date,
  recipient: (address: string) => EmailRecipient,
): EmailRecord {
  return {
    id,
    from: { ...from },
    to: input.to.map(recipient),
    subject: input.subject.trim(),
    cc: [...(input.cc ?? [])],
    bcc: [...(input.bcc ?? [])],
    message: plainTextToHtml(input.message),
    attachments: [],
    isStarred: false,
    labels: [],
    time: time.toISOString(),
    replies: [],
    folder: folder satisfies EmailFolder,
    isRead: true,
  };
}

/** The first mail (in id order) naming the address as sender or recipient gives its name; else the address itself. */
export function knownRecipient(address: string, earliestMention: Pick<EmailRecord, 'from' | 'to'> | undefined): EmailRecipient {
  const lower = address.toLowerCase();
  const known = earliestMention && [earliestMention.from, ...earliestMention.to].find((person) => person.email.toLowerCase() === lower);
  return known ? { name: known.name, email: known.email } : { name: address, email: address };
}

/** A sender as shown: with a picture, theirs or their initials avatar (server/avatars/person-avatar.ts). */
export function shownSender(sender: EmailSender): EmailSender {
  return { ...sender, avatar: avatarOf(sender.name, sender.avatar) };
}

/** A mail as the REST face answers it: every sender shown with a picture (GraphQL resolves EmailSender.avatar alike). */
export function emailView<E extends EmailRecord>(email: E): E {
  return { ...email, from: shownSender(email.from), replies: email.replies.map((reply) => ({ ...reply, from: shownSender(reply.from) })) };
}
