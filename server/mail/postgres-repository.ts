import type { Db } from '../db/connection.js';
import type { ClaimedLetter, MailLogEntry, MailLogPage, MailLogQuery, MailStatus, NewLetter } from './models.js';
import type { MailRepository } from './repository.js';
import { checkedMailLogQuery, emptyStatusCounts } from './rules.js';

/** What the log shows of a row: never its content. */
const LOG_COLUMNS = ['id', 'kind', 'to', 'subject', 'language', 'status', 'tries', 'lastError', 'createdAt', 'updatedAt', 'nextAttemptAt', 'sentAt'] as const;

/**
 * The queue in PostgreSQL (server/mail/tables.ts), shared by every instance: a claim is one UPDATE of the row a
 * `FOR UPDATE SKIP LOCKED` sub-select picked, so two workers never claim one letter, and neither waits for the
 * other's row. A settle changes the row only while it is still the claim it names (status and tries).
 */
export class PostgresMailRepository implements MailRepository {
  constructor(private readonly db: Db) {}

  async enqueue(letter: NewLetter, now: Date): Promise<MailLogEntry> {
    const at = now.toISOString();
    return this.db
      .insertInto('mail_outbox')
      .values({ ...letter, to: [...letter.to], status: 'queued', tries: 0, lastError: null, createdAt: at, updatedAt: at, nextAttemptAt: at, sentAt: null, leaseUntil: null })
      .returning(LOG_COLUMNS)
      .executeTakeFirstOrThrow();
  }

  async claim(now: Date, leaseUntil: Date): Promise<ClaimedLetter | undefined> {
    const at = now.toISOString();
    const row = await this.db
      .updateTable('mail_outbox')
      .set((eb) => ({ status: 'sending', tries: eb('tries', '+', 1), leaseUntil: leaseUntil.toISOString(), updatedAt: at }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'queued'), w('nextAttemptAt', '<=', at)]),
              w.and([w('status', '=', 'sending'), w('leaseUntil', '<=', at)]),
            ]),
          )
          .orderBy('nextAttemptAt')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returning([...LOG_COLUMNS, 'content'])
      .executeTakeFirst();
    return row;
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
    let rows = this.db.selectFrom('mail_outbox');
    if (status) rows = rows.where('status', '=', status);
    const [letters, { total }] = await Promise.all([
      rows
        .select(LOG_COLUMNS)
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      rows.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { letters, total };
  }

  async statusCounts(): Promise<Record<MailStatus, number>> {
    const rows = await this.db
      .selectFrom('mail_outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('status')
      .execute();
    const counts = emptyStatusCounts();
    for (const row of rows) counts[row.status] = row.count;
    return counts;
  }

  private async settle(
    id: number,
    tries: number,
    change: { status: MailStatus; updatedAt: string; sentAt?: string; lastError?: string; nextAttemptAt?: string },
  ): Promise<MailLogEntry | undefined> {
    return this.db
      .updateTable('mail_outbox')
      .set({ ...change, leaseUntil: null })
      .where('id', '=', id)
      .where('status', '=', 'sending')
      .where('tries', '=', tries)
      .returning(LOG_COLUMNS)
      .executeTakeFirst();
  }
}
