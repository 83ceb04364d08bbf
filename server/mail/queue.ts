import type { ClaimedLetter, MailLogEntry } from './models.js';
import type { MailRepository } from './repository.js';
import { nextAttemptAfter, tryFailureOf } from './rules.js';
import type { MailSettings, MailTransport } from './transport.js';

/** A claim holds a letter this long: a worker that died mid-send loses it then, and another instance tries again. */
export const LEASE_MS = 120_000;

/** What the queue tells the rest of the app (the log, metrics): ids, kinds, outcomes; never a letter's content. */
export interface QueueOutcomes {
  sent(letter: MailLogEntry, where: string): void;
  retried(letter: MailLogEntry): void;
  failed(letter: MailLogEntry): void;
  /** Something went wrong around a try (the store unreachable): logged, and the worker goes on at the next poll. */
  error(error: unknown): void;
}

/**
 * The worker of one instance: it claims due letters one at a time and hands each to the transport, never inside
 * a request. It runs when woken (a letter queued here) and every `pollMs` (letters queued by another instance, or
 * due again). A try that fails for a while (SMTP 4xx, no connection) is due again after a backoff; a 5xx, or the
 * last of `maxTries`, fails the letter with the reason. Time is the machine's, not the app's pinned clock: a letter
 * must leave whatever date a test pins.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private started = false;
  private stopped = false;

  constructor(
    private readonly store: MailRepository,
    private readonly transport: MailTransport,
    private readonly settings: Pick<MailSettings, 'maxTries' | 'retryBaseMs' | 'pollMs'>,
    private readonly outcomes: QueueOutcomes,
  ) {}

  start(): void {
    this.started = true;
    this.timer = setInterval(() => this.wake(), this.settings.pollMs).unref();
    this.wake();
  }

  /** Looks for due letters now (or once more after the round under way). */
  wake(): void {
    if (!this.started || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        this.wake();
      }
    });
  }

  /** Stops polling and waits for the letter in hand; letters still queued stay queued for the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.running;
    this.transport.close();
  }

  private async drain(): Promise<void> {
    try {
      for (;;) {
        if (this.stopped) return;
        const now = new Date();
        const letter = await this.store.claim(now, new Date(now.getTime() + LEASE_MS));
        if (!letter) return;
        await this.deliver(letter);
      }
    } catch (error) {
      this.outcomes.error(error);
    }
  }

  private async deliver(letter: ClaimedLetter): Promise<void> {
    let where: string;
    try {
      where = await this.transport.deliver(letter);
    } catch (error) {
      const failure = tryFailureOf(error);
      const now = new Date();
      if (failure.permanent || letter.tries >= this.settings.maxTries) {
        const failed = await this.store.markFailed(letter.id, letter.tries, failure.reason, now);
        if (failed) this.outcomes.failed(failed);
      } else {
        const retried = await this.store.markRetry(letter.id, letter.tries, failure.reason, nextAttemptAfter(letter.tries, this.settings.retryBaseMs, now), now);
        if (retried) this.outcomes.retried(retried);
      }
      return;
    }
    const sent = await this.store.markSent(letter.id, letter.tries, new Date());
    if (sent) this.outcomes.sent(sent, where);
  }
}
