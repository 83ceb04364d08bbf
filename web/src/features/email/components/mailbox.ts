import type { IconName } from '@blueprintjs/core';
import type { EmailFolder, MailFolder, MailLabel } from '../../../__generated__/graphql';

/** The sidebar's mailbox views, in menu order; `count` names the emailsMeta counter shown beside it. */
export const MAIL_FOLDERS: readonly { folder: MailFolder; icon: IconName; count?: 'inbox' | 'draft' | 'spam' }[] = [
  { folder: 'inbox', icon: 'inbox', count: 'inbox' },
  { folder: 'sent', icon: 'send-message' },
  { folder: 'draft', icon: 'document', count: 'draft' },
  { folder: 'starred', icon: 'star-empty' },
  { folder: 'spam', icon: 'warning-sign', count: 'spam' },
  { folder: 'trash', icon: 'trash' },
];

/** Folders a mail can be moved to (starred is a flag, not a place). */
export const MOVE_TARGETS: readonly EmailFolder[] = ['inbox', 'spam', 'trash'];

/** Label colours follow the template's palette (CSS variables, so the skins restyle them). */
export const MAIL_LABELS: readonly { label: MailLabel; color: string }[] = [
  { label: 'personal', color: 'var(--success)' },
  { label: 'company', color: 'var(--primary)' },
  { label: 'important', color: 'var(--warning)' },
  { label: 'private', color: 'var(--danger)' },
];

export function labelColor(label: MailLabel): string {
  return MAIL_LABELS.find((entry) => entry.label === label)?.color ?? 'var(--text-muted)';
}

export function isMailFolder(value: string | undefined): value is MailFolder {
  return MAIL_FOLDERS.some((entry) => entry.folder === value);
}

export function isMailLabel(value: string | undefined): value is MailLabel {
  return MAIL_LABELS.some((entry) => entry.label === value);
}
