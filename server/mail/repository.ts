import type { MethodKinds } from '../common/revisions.js';
import type { ClaimedLetter, MailLogEntry, MailLogPage, MailLogQuery, MailStatus, NewLetter } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    mail: MailRepository;
  }
}

/**
 * The outgoing letters: a durable queue and its log. A letter is queued whole (composed by server/mail/service.ts),
 * claimed by one worker at a time for a lease (a worker that dies loses its claim when the lease ends), and settled
 * as sent, as due again later, or as failed. Claiming is atomic in both stores: on PostgreSQL one statement with
 * `FOR UPDATE SKIP LOCKED`, so two instances never send one letter twice. A settle names the try it settles
 * (`tries` of the claim): one from a claim that lapsed and was taken over changes nothing. Two stores implement
 * it (memory-repository.ts, postgres-repository.ts); tests/mail/contract.test.ts pins that both answer alike.
 */
export interface MailRepository {
  /** Queues a letter, due at once. */
  enqueue(letter: NewLetter, now: Date): Promise<MailLogEntry>;
  /**
   * Takes the letter due longest (queued and due by `now`, or claimed with its lease ended) for one more try,
   * leased until `leaseUntil`; undefined when none is due.
   */
  claim(now: Date, leaseUntil: Date): Promise<ClaimedLetter | undefined>;
  /** The try `tries` of the letter delivered it. Undefined when that try is no longer the letter's. */
  markSent(id: number, tries: number, now: Date): Promise<MailLogEntry | undefined>;
  /** The try `tries` failed for a while: due again at `nextAttemptAt`, with the reason. */
  markRetry(id: number, tries: number, reason: string, nextAttemptAt: Date, now: Date): Promise<MailLogEntry | undefined>;
  /** The try `tries` failed for good: failed, with the reason. */
  markFailed(id: number, tries: number, reason: string, now: Date): Promise<MailLogEntry | undefined>;
  /** A page of the log, newest first (ties by id, newest first), optionally of one status. */
  list(query?: MailLogQuery): Promise<MailLogPage>;
  /** How many letters there are of each status (every status, 0 for none). */
  statusCounts(): Promise<Record<MailStatus, number>>;
}

/** Which methods change state (server/common/revisions.ts). */
export const mailMethods = {
  enqueue: 'write',
  claim: 'write',
  markSent: 'write',
  markRetry: 'write',
  markFailed: 'write',
  list: 'read',
  statusCounts: 'read',
} as const satisfies MethodKinds<MailRepository>;
