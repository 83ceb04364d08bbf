import type { ClaimedLetter, MailLogEntry, MailLogPage, MailLogQuery, MailStatus, NewLetter } from './models.js';
import type { MailRepository } from './repository.js';
import { checkedMailLogQuery, emptyStatusCounts, logEntryOf } from './rules.js';

/**
 * The queue in this process's memory: the default store, whose letters live as long as the process. Every method
 * runs without an await between its read and its write, so a claim is atomic here as the SQL statement is there.
 */
export class MemoryMailRepository implements MailRepository {
  private readonly letters = new Map<number, ClaimedLetter & { leaseUntil: string | null }>();
  private lastId = 0;

  async enqueue(letter: NewLetter, now: Date): Promise<MailLogEntry> {
    const at = now.toISOString();
    const stored = {
      id: ++this.lastId,
      kind: letter.kind,
      to: [...letter.to],
      subject: letter.subject,
      language: letter.language,
      status: 'queued' as const,
      tries: 0,
      lastError: null,
      createdAt: at,
      updatedAt: at,
      nextAttemptAt: at,
      sentAt: null,
      content: letter.content,
      leaseUntil: null,
    };
    this.letters.set(stored.id, stored);
    return logEntryOf(stored);
  }

  async claim(now: Date, leaseUntil: Date): Promise<ClaimedLetter | undefined> {
    const due = [...this.letters.values()]
      .filter((l) => (l.status === 'queued' && Date.parse(l.nextAttemptAt) <= now.getTime()) || (l.status === 'sending' && l.leaseUntil !== null && Date.parse(l.leaseUntil) <= now.getTime()))
      .sort((a, b) => a.nextAttemptAt.localeCompare(b.nextAttemptAt) || a.id - b.id)[0];
    if (!due) return undefined;
    const claimed = { ...due, status: 'sending' as const, tries: due.tries + 1, updatedAt: now.toISOString(), leaseUntil: leaseUntil.toISOString() };
    this.letters.set(due.id, claimed);
    return { ...logEntryOf(claimed), content: claimed.content };
  }

  async markSent(id: number, tries: number, now: Date): Promise<MailLogEntry | undefined> {
    return this.settle(id, tries, { status: 'sent', sentAt: now.toISOString(), updatedAt: now.toISOString() });
  }

  async markRetry(id: number, tries: number, reason: string, nextAttemptAt: Date, now: Date): Promise<MailLogEntry | undefined> {
    return this.settle(id, tries, { status: 'queued', lastError: reason, nextAttemptAt: nextAttemptAt.toISOString(), updatedAt: now.toISOString() });
  }

  async markFailed(id: number, tries: number, reason: string, now: Date): Promise<MailLogEntry | undefined> {
    return this.settle(id, tries, { status: 'failed', lastError: reason, updatedAt: now.toISOString() });
  }

  async list(query?: MailLogQuery): Promise<MailLogPage> {
    const { page, perPage, status } = checkedMailLogQuery(query);
    const matching = [...this.letters.values()]
      .filter((l) => status === undefined || l.status === status)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
    return { letters: matching.slice((page - 1) * perPage, page * perPage).map(logEntryOf), total: matching.length };
  }

  async statusCounts(): Promise<Record<MailStatus, number>> {
    const counts = emptyStatusCounts();
    for (const letter of this.letters.values()) counts[letter.status]++;
    return counts;
  }

  private settle(id: number, tries: number, change: Partial<MailLogEntry>): MailLogEntry | undefined {
    const letter = this.letters.get(id);
    if (!letter || letter.status !== 'sending' || letter.tries !== tries) return undefined;
    const settled = { ...letter, ...change, leaseUntil: null };
    this.letters.set(id, settled);
    return logEntryOf(settled);
  }
}
