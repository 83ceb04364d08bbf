import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ClaimedLetter } from './models.js';

/** Where letters go (server/config.ts): an SMTP server, or files in a folder when none is set. */
export interface MailSettings {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`); unset, letters are written to `outboxDir`. */
  smtpUrl?: string;
  /** MAIL_FROM: the sender every letter names. */
  from: string;
  /** MAIL_OUTBOX_DIR: one .eml file per letter when no SMTP server is set. */
  outboxDir: string;
  /** Tries of a letter before it is failed (the first one included). */
  maxTries: number;
  /** The wait after the first failed try; it doubles with each further one (an hour at most). */
  retryBaseMs: number;
  /** How often a worker looks for letters due (queued by another instance, or due again after a failure). */
  pollMs: number;
}

/** Hands one letter to where letters go, and says where it went (for the log: never the letter's content). */
export interface MailTransport {
  deliver(letter: ClaimedLetter): Promise<string>;
  close(): void;
}

/** nodemailer's message of a letter. Its Message-ID is the letter's own, so a receiver can tell a letter sent again. */
function messageOf(letter: ClaimedLetter, from: string) {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return {
    from,
    to: letter.to,
    subject: letter.subject,
    text: letter.content.text,
    html: letter.content.html,
    messageId: `<letter-${letter.id}-${Date.parse(letter.createdAt)}@${domain}>`,
    headers: { 'Content-Language': letter.language, 'X-Aurora-Letter-Kind': letter.kind },
    attachments: letter.content.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
  };
}

/** nodemailer over SMTP: one pooled connection per instance, bounded waits so a dead server fails a try, not the worker. */
export function smtpTransport(settings: MailSettings & { smtpUrl: string }): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async deliver(letter) {
      const info = await transporter.sendMail(messageOf(letter, settings.from));
      return `SMTP ${String(info.response ?? '')}`.trim();
    },
    close: () => transporter.close(),
  };
}

/**
 * Without SMTP_URL: each letter as an .eml file (the whole MIME message, openable in any mail program) in
 * MAIL_OUTBOX_DIR, named by when it was queued and its id, so a retried letter overwrites its own file.
 */
export function outboxFileTransport(settings: MailSettings): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async deliver(letter) {
      const info = await transporter.sendMail(messageOf(letter, settings.from));
      await mkdir(settings.outboxDir, { recursive: true });
      // The time it was queued first: a restarted memory store numbers its letters from 1 again.
      const queued = letter.createdAt.replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      const file = join(settings.outboxDir, `${queued}-${letter.id}-${letter.kind}.eml`);
      await writeFile(file, info.message as Buffer);
      return `file ${file}`;
    },
    close: () => transporter.close(),
  };
}

export function transportFor(settings: MailSettings): MailTransport {
  return settings.smtpUrl ? smtpTransport({ ...settings, smtpUrl: settings.smtpUrl }) : outboxFileTransport(settings);
}
