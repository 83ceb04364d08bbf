/** Interface languages a letter can be written in: the web client's (ru first, as the spec's default). */
export const MAIL_LANGUAGES = ['ru', 'en', 'uk'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** What a letter is for: the mail log shows it, the templates pick their words by it. */
export const MAIL_KINDS = ['password_reset', 'email_verification', 'email_change', 'email_change_notice', 'invitation', 'invoice'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

/**
 * Where a letter is in the queue: `queued` (waiting for its first or next try), `sending` (claimed by a worker
 * of some instance until its lease ends), `sent`, or `failed` (the server refused it for good, or the tries ran out).
 */
export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** A file sent with a letter (an invoice's PDF), its bytes as base64 so both stores keep it as text. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
}

/** The letter itself, composed when queued: it may hold a secret link, so only the transport ever reads it. */
export interface LetterContent {
  html: string;
  text: string;
  attachments: MailAttachment[];
}

/** A letter to queue: who it goes to, in which language, and what it says. */
export interface NewLetter {
  kind: MailKind;
  to: string[];
  subject: string;
  language: MailLanguage;
  content: LetterContent;
}

/** A letter as the mail log shows it: never its body or its links. */
export interface MailLogEntry {
  id: number;
  kind: MailKind;
  to: string[];
  subject: string;
  language: MailLanguage;
  status: MailStatus;
  /** Tries made so far (a claim counts one). */
  tries: number;
  /** Why the last try failed (the SMTP server's answer, or the connection's error); null when none failed. */
  lastError: string | null;
  /** ISO-8601 times: queued, last changed, due for its next try, sent. */
  createdAt: string;
  updatedAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
}

/** A letter a worker claimed: the log entry with its content, to hand to the transport. */
export interface ClaimedLetter extends MailLogEntry {
  content: LetterContent;
}

export interface MailLogQuery {
  page?: number;
  perPage?: number;
  status?: MailStatus;
}

export interface MailLogPage {
  letters: MailLogEntry[];
  total: number;
}
