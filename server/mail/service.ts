import type { MailAttachment, MailKind, MailLanguage, MailLogEntry } from './models.js';
import type { MailRepository } from './repository.js';
import { checkedAddress, refuseLineBreaks } from './rules.js';
import { composeLetter, type LetterParams } from './templates/compose.js';

export interface LetterToSend {
  kind: MailKind;
  /** Addresses, each checked (one line, one address); `field` names them in a refusal. */
  to: readonly string[];
  field?: string;
  language: MailLanguage;
  params: LetterParams;
  /** A subject of the sender's own instead of the kind's (an invoice's send drawer). */
  subject?: string;
  attachments?: MailAttachment[];
}

/**
 * Letters for the domains: composed in the recipient's language (server/mail/templates), checked against header
 * injection, queued durably, and the worker woken (server/mail/queue.ts). Queuing is the request's only work:
 * the SMTP conversation happens later, so a slow or dead mail server never holds a request.
 */
export class MailService {
  private readonly tasks = new Set<Promise<void>>();

  constructor(
    private readonly store: MailRepository,
    /** PUBLIC_URL, or where this server listens: the origin of every link a letter carries. */
    private readonly baseUrl: string,
    private readonly wake: () => void,
    /** Told of work done after a request answered that failed (logged: server/plugins/app/mail.ts). */
    private readonly report: (error: unknown) => void,
  ) {}

  /** An absolute link to a page of the web client. */
  link(path: string, query: Record<string, string> = {}): string {
    const search = new URLSearchParams(query).toString();
    return `${this.baseUrl}${path}${search ? `?${search}` : ''}`;
  }

  async send(letter: LetterToSend): Promise<MailLogEntry> {
    const field = letter.field ?? 'to';
    const to = letter.to.map((address) => checkedAddress(field, address));
    if (letter.subject !== undefined) refuseLineBreaks('subject', letter.subject);
    const composed = composeLetter(letter.kind, letter.language, letter.params);
    const entry = await this.store.enqueue(
      {
        kind: letter.kind,
        to,
        subject: letter.subject ?? composed.subject,
        language: letter.language,
        content: { html: composed.html, text: composed.text, attachments: letter.attachments ?? [] },
      },
      // The queue's time is the machine's (server/mail/queue.ts): due now means now, whatever date the app pins.
      new Date(),
    );
    this.wake();
    return entry;
  }

  /**
   * Work a request starts and does not wait for (a reset letter looked up and queued after the answer, so the
   * answer's time tells nothing). Failures are reported, never thrown; `settled` waits for what is under way.
   */
  later(task: () => Promise<unknown>): void {
    const running: Promise<void> = task()
      .then(() => undefined)
      .catch((error: unknown) => this.report(error))
      .finally(() => this.tasks.delete(running));
    this.tasks.add(running);
  }

  async settled(): Promise<void> {
    while (this.tasks.size > 0) await Promise.all(this.tasks);
  }
}
