import { fold, ListIndex, type FlagQuery, type ListQuery } from '../common/list-index.js';
import { checkedPage, type Page, type PageRequest } from '../common/paging.js';
import { NotFoundError } from '../common/errors.js';
import { EMAIL_FOLDERS, EMAIL_LABELS, type EmailFlags, type EmailFolder, type EmailLabel, type EmailRecord, type EmailSender, type EmailsMeta, type EmailWithNav, type EmailSeed } from './models.js';
import type { ComposedEmail, EmailListQuery, EmailRepository, PageDirection } from './repository.js';
import {
  applyFlags,
  checkComposed,
  checkedIds,
  checkedListQuery,
  checkFlags,
  composedEmail,
  countMeta,
  EMAILS_PER_PAGE,
  knownRecipient,
} from './rules.js';
import type { Clock } from '../common/clock.js';

/** Newest first; the id breaks ties so the order is total. */
function newestFirst(a: EmailRecord, b: EmailRecord): number {
  return b.time.localeCompare(a.time) || b.id - a.id;
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

/**
 * One account's mails in id order, indexed by id and newest first, subjects folded for search, folder, star
 * and labels as bits. Flags, folders and labels never change the order or a subject: their writes only
 * touch the bits.
 */
class Mailbox {
  readonly index: ListIndex<'newest', EmailRecord>;

  constructor(readonly emails: EmailRecord[]) {
    this.index = new ListIndex(emails, { newest: newestFirst }, (email) => [email.subject], emailBits);
  }
}

/** Every account's mailbox in this process's memory: the default store, seeded on every start. */
export class MemoryEmailRepository implements EmailRepository {
  private readonly mailboxes = new Map<number, Mailbox>();
  private maxId: number;

  constructor(
    seed: EmailSeed,
    seedOwnerAccountId: number,
    private readonly clock: Clock,
  ) {
    const emails = structuredClone(seed.emails);
    this.mailboxes.set(seedOwnerAccountId, new Mailbox(emails));
    this.maxId = emails.reduce((max, e) => Math.max(max, e.id), 0);
  }

  list(accountId: number, query?: EmailListQuery): Promise<EmailRecord[]>;
  list(accountId: number, query: EmailListQuery, paging: PageRequest): Promise<Page<EmailRecord>>;
  async list(accountId: number, query?: EmailListQuery, paging?: PageRequest): Promise<EmailRecord[] | Page<EmailRecord>> {
    const wanted = paging && checkedPage(paging, EMAILS_PER_PAGE);
    const mailbox = this.mailbox(accountId);
    return wanted ? mailbox.index.page(listQuery(query), wanted.page, wanted.perPage) : this.listIn(mailbox, query);
  }

  async meta(accountId: number): Promise<EmailsMeta> {
    return countMeta(this.mailbox(accountId).emails);
  }

  async get(accountId: number, id: number): Promise<EmailRecord> {
    return this.find(this.mailbox(accountId), id);
  }

  async getWithNav(accountId: number, id: number): Promise<EmailWithNav> {
    const mailbox = this.mailbox(accountId);
    const email = this.find(mailbox, id);
    const list = this.listIn(mailbox, { folder: email.folder });
    return withNav(list, list.indexOf(email));
  }

  async adjacent(accountId: number, id: number, dir: PageDirection): Promise<EmailWithNav> {
    const mailbox = this.mailbox(accountId);
    const email = this.find(mailbox, id);
    const list = this.listIn(mailbox, { folder: email.folder });
    const index = list.indexOf(email) + (dir === 'previous' ? -1 : 1);
    if (index < 0 || index >= list.length) throw new NotFoundError(`No ${dir} email before or after ${id}`);
    return withNav(list, index);
  }

  async update(accountId: number, ids: readonly number[], flags: EmailFlags): Promise<EmailRecord[]> {
    const mailbox = this.mailbox(accountId);
    const emails = this.findAll(mailbox, ids);
    checkFlags(flags);
    for (const email of emails) {
      applyFlags(email, flags);
      mailbox.index.touch(email);
    }
    return emails.map(copy);
  }

  async toggleLabel(accountId: number, ids: readonly number[], label: EmailLabel): Promise<EmailRecord[]> {
    const mailbox = this.mailbox(accountId);
    const emails = this.findAll(mailbox, ids);
    for (const email of emails) {
      email.labels = email.labels.includes(label) ? email.labels.filter((l) => l !== label) : [...email.labels, label];
      mailbox.index.touch(email);
    }
    return emails.map(copy);
  }

  async compose(accountId: number, input: ComposedEmail, folder: 'sent' | 'draft', from: EmailSender): Promise<EmailRecord> {
    checkComposed(input, folder);
    const mailbox = this.mailbox(accountId);
    const mention = (address: string) => {
      const lower = address.toLowerCase();
      return mailbox.emails.find((e) => [e.from, ...e.to].some((person) => person.email.toLowerCase() === lower));
    };
    const email = composedEmail(this.maxId + 1, input, folder, from, this.clock(), (address) => knownRecipient(address, mention(address)));
    this.maxId = email.id;
    mailbox.emails.push(email);
    mailbox.index.insert(email);
    return copy(email);
  }

  /** A new account's mailbox starts empty. */
  private mailbox(accountId: number): Mailbox {
    let mailbox = this.mailboxes.get(accountId);
    if (!mailbox) {
      mailbox = new Mailbox([]);
      this.mailboxes.set(accountId, mailbox);
    }
    return mailbox;
  }

  private listIn(mailbox: Mailbox, query?: EmailListQuery): EmailRecord[] {
    return mailbox.index.list(listQuery(query));
  }

  private find(mailbox: Mailbox, id: number): EmailRecord {
    const email = mailbox.index.get(id);
    if (!email) throw new NotFoundError(`Email ${id} not found`);
    return email;
  }

  private findAll(mailbox: Mailbox, ids: readonly number[]): EmailRecord[] {
    const unique = checkedIds(ids);
    const missing = unique.filter((id) => !mailbox.index.get(id));
    if (missing.length > 0) throw new NotFoundError(`Email ${missing.join(', ')} not found`);
    return unique.map((id) => this.find(mailbox, id));
  }
}

/** A view as the index reads it: folder, star and labels as bits, the subject folded. */
function listQuery(query?: EmailListQuery): ListQuery<'newest', EmailRecord> {
  const { q, folder, label } = checkedListQuery(query);
  let flags: FlagQuery;
  if (label) flags = { all: labelBit(label), none: TRASH };
  else if (folder === 'starred') flags = { all: STARRED, none: TRASH };
  else flags = { all: folderBit(folder) };
  return { order: 'newest', needle: fold(q), flags };
}

function copy(email: EmailRecord): EmailRecord {
  return structuredClone(email);
}

function withNav(list: readonly EmailRecord[], index: number): EmailWithNav {
  return { ...list[index], hasPreviousMail: index > 0, hasNextMail: index < list.length - 1 };
}
