import { InvalidFieldError, InvalidInputError } from '../common/errors.js';
import { checkedPage } from '../common/paging.js';
import { MAIL_LANGUAGES, MAIL_STATUSES, type MailLanguage, type MailLogEntry, type MailLogQuery, type MailStatus } from './models.js';

export const MAIL_LOG_PER_PAGE = 20;

/** Reasons are the SMTP server's answer or an error's message: kept short. */
const MAX_REASON = 500;

/** The log's entry of a stored letter: its fields named one by one, so nothing else (its content, a lease) slips in. */
export function logEntryOf(letter: MailLogEntry): MailLogEntry {
  const { id, kind, to, subject, language, status, tries, lastError, createdAt, updatedAt, nextAttemptAt, sentAt } = letter;
  return { id, kind, to: [...to], subject, language, status, tries, lastError, createdAt, updatedAt, nextAttemptAt, sentAt };
}

export function checkedMailLogQuery(query: MailLogQuery = {}): { page: number; perPage: number; status?: MailStatus } {
  const { page, perPage } = checkedPage(query, MAIL_LOG_PER_PAGE);
  if (query.status !== undefined && !(MAIL_STATUSES as readonly string[]).includes(query.status)) {
    throw new InvalidInputError(`status must be one of ${MAIL_STATUSES.join(', ')}`);
  }
  return { page, perPage, ...(query.status && { status: query.status }) };
}

export function emptyStatusCounts(): Record<MailStatus, number> {
  return { queued: 0, sending: 0, sent: 0, failed: 0 };
}

/** The first of ru, en, uk an Accept-Language header names (the web client sends its interface language); ru otherwise. */
export function languageOf(acceptLanguage: string | undefined): MailLanguage {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    const known = MAIL_LANGUAGES.find((language) => language === tag);
    if (known) return known;
  }
  return 'ru';
}

/**
 * A header value must be one line: a CR or LF in an address or a subject would let whoever wrote it add headers
 * (or a whole letter) of their own. Refused naming the field.
 */
export function refuseLineBreaks(field: string, value: string): void {
  if (/[\r\n]/.test(value)) throw new InvalidFieldError(field, 'must be on one line', 'line_break');
}

/** One address, as a letter's recipient: one line, one @, no blanks or angle brackets, 254 characters at most. */
export function checkedAddress(field: string, value: string): string {
  refuseLineBreaks(field, value);
  const address = value.trim();
  if (address.length > 254 || !/^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(address)) {
    throw new InvalidFieldError(field, 'must be an e-mail address', 'invalid_email');
  }
  return address;
}

/** How one try ended, from the transport's error (nodemailer's `responseCode`, `response`, `code`). */
export interface TryFailure {
  /** 5xx: the server refused the letter for good; anything else (4xx, no connection, a file not written) may pass later. */
  permanent: boolean;
  reason: string;
}

export function tryFailureOf(error: unknown): TryFailure {
  const details = (typeof error === 'object' && error !== null ? error : {}) as { responseCode?: unknown; response?: unknown; code?: unknown; message?: unknown };
  const code = typeof details.responseCode === 'number' ? details.responseCode : undefined;
  const said = typeof details.response === 'string' && details.response !== '' ? details.response : typeof details.message === 'string' ? details.message : String(error);
  const reason = [typeof details.code === 'string' && code === undefined ? details.code : null, said]
    .filter((part) => part !== null)
    .join(': ')
    .replace(/\s+/g, ' ')
    .slice(0, MAX_REASON);
  return { permanent: code !== undefined && code >= 500 && code < 600, reason };
}

/** When the letter is due again after `tries` failed tries: `baseMs` doubled per try, an hour at most. */
export function nextAttemptAfter(tries: number, baseMs: number, now: Date): Date {
  const delay = Math.min(baseMs * 2 ** Math.max(0, tries - 1), 3_600_000);
  return new Date(now.getTime() + delay);
}
