import type { EmailSeed } from '../../seed/email.js';
import { fold, ListIndex, type FlagQuery } from '../common/list-index.js';
import { searchSchema } from '../common/schemas.js';
import { InvalidInputError, NotFoundError } from '../errors.js';
import type { Clock } from '../repositories.js';
import {
  EMAIL_FOLDERS,
  EMAIL_LABELS,
  type EmailFlags,
  type EmailFolder,
  type EmailLabel,
  type EmailRecipient,
  type EmailRecord,
  type EmailSender,
  type EmailsMeta,
  type EmailWithNav,
  type MailboxView,
} from './models.js';

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

export const MAX_RECIPIENTS = 50;
export const MAX_SUBJECT_LENGTH = 300;
export const MAX_MESSAGE_LENGTH = 20_000;

/** Newest first; the id breaks ties so the order is total. */
function newestFirst(a: EmailRecord, b: EmailRecord): number {
  return b.time.localeCompare(a.time) || b.id - a.id;
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

/** A mail's folder, star and labels as bits of the index, so folder and label views never read the mails. */
const folderBit = (folder: EmailFolder) => 1 << EMAIL_FOLDERS.indexOf(folder);
const labelBit = (label: EmailLabel) => 1 << (EMAIL_FOLDERS.length + EMAIL_LABELS.indexOf(label));
const STARRED = 1 << (EMAIL_FOLDERS.length + EMAIL_LABELS.length);
const TRASH = folderBit('trash');

function emailBits(email: EmailRecord): number {
  let bits = folderBit(email.folder) | (email.isStarred ? STARRED : 0);
  for (const label of email.labels) bits |= labelBit(label);
  return bits;
}

/** Owner of the mailbox: folder/label views, counters, bulk flag changes, paging, compose. */
export class EmailRepository {
  private readonly emails: EmailRecord[];
  /**
   * By id and newest first, subjects folded for search, folder, star and labels as bits. Flags,
   * folders and labels never change the order or a subject: their writes only touch the bits.
   */
  private readonly index: ListIndex<'newest', EmailRecord>;
  private readonly owner: EmailSender;

  constructor(
    seed: EmailSeed,
    private readonly clock: Clock,
  ) {
    this.emails = structuredClone(seed.emails);
    this.index = new ListIndex(this.emails, { newest: newestFirst }, (email) => [email.subject], emailBits);
    this.owner = { ...seed.owner };
  }

  /**
   * Spec section 7: q matches the subject; trash shows only under `trash`; `starred` is every
   * starred mail outside trash; a label shows its mails in every folder but trash, whatever the folder.
   */
  list({ q = '', folder = 'inbox', label }: EmailListQuery = {}): EmailRecord[] {
    if (q.length > searchSchema.maxLength) throw new InvalidInputError(`q is longer than ${searchSchema.maxLength}`);
    let flags: FlagQuery;
    if (label) flags = { all: labelBit(label), none: TRASH };
    else if (folder === 'starred') flags = { all: STARRED, none: TRASH };
    else flags = { all: folderBit(folder) };
    return this.index.list({ order: 'newest', needle: fold(q), flags });
  }

  meta(): EmailsMeta {
    let inbox = 0;
    let draft = 0;
    let spam = 0;
    for (const email of this.emails) {
      if (email.folder === 'inbox' && !email.isRead) inbox++;
      if (email.folder === 'draft') draft++;
      if (email.folder === 'spam' && !email.isRead) spam++;
    }
    return { inbox, draft, spam };
  }

  findById(id: number): EmailRecord | undefined {
    return this.index.get(id);
  }

  get(id: number): EmailRecord {
    const email = this.findById(id);
    if (!email) throw new NotFoundError(`Email ${id} not found`);
    return email;
  }

  /** The email with its availability flags, positioned in the folder it lives in. */
  getWithNav(id: number): EmailWithNav {
    const email = this.get(id);
    const list = this.list({ folder: email.folder });
    return this.withNav(list, list.indexOf(email));
  }

  /**
   * The neighbour of `id` in its own folder's newest-first list. "previous" is the newer mail (the
   * one above it in the list), "next" the older one (below), as the reader's arrows move.
   */
  adjacent(id: number, dir: PageDirection): EmailWithNav {
    const email = this.get(id);
    const list = this.list({ folder: email.folder });
    const index = list.indexOf(email) + (dir === 'previous' ? -1 : 1);
    if (index < 0 || index >= list.length) throw new NotFoundError(`No ${dir} email before or after ${id}`);
    return this.withNav(list, index);
  }

  /** Applies the flags to every id; an unknown id refuses the whole batch. */
  update(ids: readonly number[], flags: EmailFlags): EmailRecord[] {
    const emails = this.getAll(ids);
    if (flags.isRead === undefined && flags.isStarred === undefined && flags.folder === undefined) {
      throw new InvalidInputError('Nothing to update: give isRead, isStarred or folder');
    }
    for (const email of emails) {
      if (flags.isRead !== undefined) email.isRead = flags.isRead;
      if (flags.isStarred !== undefined) email.isStarred = flags.isStarred;
      if (flags.folder !== undefined) email.folder = flags.folder;
      this.index.touch(email);
    }
    return emails;
  }

  /** Toggles the label on each mail on its own: labelled mails lose it, the others gain it. */
  toggleLabel(ids: readonly number[], label: EmailLabel): EmailRecord[] {
    const emails = this.getAll(ids);
    for (const email of emails) {
      email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
      this.index.touch(email);
    }
    return emails;
  }

  /** A new mail from the mailbox owner, filed in `sent` or `draft`; a sent mail needs a recipient. */
  compose(input: ComposedEmail, folder: 'sent' | 'draft', from: EmailSender = this.owner): EmailRecord {
    const cc = input.cc ?? [];
    const bcc = input.bcc ?? [];
    if (folder === 'sent' && input.to.length === 0) throw new InvalidInputError('A mail needs at least one recipient');
    if ([input.to, cc, bcc].some((list) => list.length > MAX_RECIPIENTS)) {
      throw new InvalidInputError(`At most ${MAX_RECIPIENTS} addresses per field`);
    }
    if (input.subject.length > MAX_SUBJECT_LENGTH) throw new InvalidInputError(`Subject is longer than ${MAX_SUBJECT_LENGTH}`);
    if (input.message.length > MAX_MESSAGE_LENGTH) throw new InvalidInputError(`Message is longer than ${MAX_MESSAGE_LENGTH}`);
    const email: EmailRecord = {
      id: this.emails.reduce((max, e) => Math.max(max, e.id), 0) + 1,
      from: { ...from },
      to: input.to.map((address) => this.recipient(address)),
      subject: input.subject.trim(),
      cc: [...cc],
      bcc: [...bcc],
      message: plainTextToHtml(input.message),
      attachments: [],
      isStarred: false,
      labels: [],
      time: this.clock().toISOString(),
      replies: [],
      folder,
      isRead: true,
    };
    this.emails.push(email);
    this.index.insert(email);
    return email;
  }

  private getAll(ids: readonly number[]): EmailRecord[] {
    if (ids.length === 0) throw new InvalidInputError('emailIds must not be empty');
    const unique = [...new Set(ids)];
    const missing = unique.filter((id) => !this.findById(id));
    if (missing.length > 0) throw new NotFoundError(`Email ${missing.join(', ')} not found`);
    return unique.map((id) => this.get(id));
  }

  /** A known correspondent keeps their name; a new address is shown as itself. */
  private recipient(address: string): EmailRecipient {
    const lower = address.toLowerCase();
    for (const email of this.emails) {
      const known = [email.from, ...email.to].find((person) => person.email.toLowerCase() === lower);
      if (known) return { name: known.name, email: known.email };
    }
    return { name: address, email: address };
  }

  private withNav(list: readonly EmailRecord[], index: number): EmailWithNav {
    return { ...list[index], hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 };
  }
}
