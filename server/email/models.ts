/** Email records as the repository keeps them and both faces serve them (spec section 3, "Email"). */
export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const;
export type EmailFolder = (typeof EMAIL_FOLDERS)[number];

/** The sidebar's mailbox views: the five folders plus `starred`, which is a flag, not a folder. */
export const MAILBOX_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const;
export type MailboxView = (typeof MAILBOX_VIEWS)[number];

export const EMAIL_LABELS = ['private', 'company', 'important', 'personal'] as const;
export type EmailLabel = (typeof EMAIL_LABELS)[number];

export interface EmailSender {
  email: string;
  name: string;
  avatar: string | null;
}

export interface EmailRecipient {
  name: string;
  email: string;
}

export interface EmailAttachment {
  fileName: string;
  /** An icon of the file type under /images/icons/. */
  thumbnail: string;
  url: string;
  /** Human-readable, e.g. "1.2 МБ". */
  size: string;
}

/** An earlier message of the thread, shown above the mail itself. */
export interface EmailReply {
  id: number;
  from: EmailSender;
  to: EmailRecipient[];
  cc: string[];
  bcc: string[];
  subject: string;
  message: string;
  attachments: EmailAttachment[];
  time: string;
}

export interface EmailRecord {
  id: number;
  from: EmailSender;
  to: EmailRecipient[];
  subject: string;
  /** Addresses only, as the legacy client shows them. */
  cc: string[];
  bcc: string[];
  /** HTML, safe to render: seeded by us or escaped on compose. */
  message: string;
  attachments: EmailAttachment[];
  isStarred: boolean;
  labels: EmailLabel[];
  /** ISO-8601. */
  time: string;
  replies: EmailReply[];
  folder: EmailFolder;
  isRead: boolean;
}

export interface EmailsMeta {
  /** Unread mails in the inbox. */
  inbox: number;
  /** All drafts, read or not. */
  draft: number;
  /** Unread mails in spam. */
  spam: number;
}

/** The flags a bulk update may change (legacy `dataToUpdate`). */
export interface EmailFlags {
  isRead?: boolean;
  isStarred?: boolean;
  folder?: EmailFolder;
}

/** An email with its position in its folder's newest-first list. */
export interface EmailWithNav extends EmailRecord {
  hasPreviousMail: boolean;
  hasNextMail: boolean;
}

/** Seed of the email domain (spec section 3, "Email"): the admin's mailbox. */
export interface EmailSeed {
  /** Whose mailbox this is: incoming mail is addressed to them, sent mail comes from them. */
  owner: EmailSender;
  emails: EmailRecord[];
}
