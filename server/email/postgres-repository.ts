import { sql, type Expression, type ExpressionBuilder, type Selectable, type SqlBool } from 'kysely';
import type { Database } from '../db/database.js';
import type { Db } from '../db/connection.js';
import { inTransaction, matchesSearch, nextId, sortFromMatches, writeLocked, type RowFilter } from '../db/queries.js';
import { inIdOrder, searchedListPage, sortedIds } from '../db/searched-page.js';
import { viewRows } from '../db/view-counts.js';
import { checkedPage, pageOffset, type Page, type PageRequest } from '../common/paging.js';
import { NotFoundError } from '../common/errors.js';
import { EMAIL_FOLDERS, type EmailFlags, type EmailLabel, type EmailRecord, type EmailSender, type EmailsMeta, type EmailWithNav } from './models.js';
import type { ComposedEmail, EmailListQuery, EmailRepository, PageDirection } from './repository.js';
import { checkComposed, checkedIds, checkedListQuery, checkFlags, composedEmail, countMeta, EMAILS_PER_PAGE, knownRecipient } from './rules.js';
import { emailRow, emailViewKey, type EmailTables } from './tables.js';
import type { Clock } from '../common/clock.js';

type Row = EmailTables['emails'];
type Eb = ExpressionBuilder<Database, 'emails'>;

function toRecord({ accountId: _accountId, search: _search, ...email }: Selectable<Row>): EmailRecord {
  return email;
}

/** Every mailbox view's order (rules: newest first, ties by the higher id). */
const NEWEST_FIRST = sql`time DESC, id DESC`;

/** Newer than the mail: later, or as late with a higher id (the newest-first order's inverse). */
const newerThan = (eb: Eb, email: EmailRecord) =>
  eb.or([eb('time', '>', email.time), eb.and([eb('time', '=', email.time), eb('id', '>', email.id)])]);
const olderThan = (eb: Eb, email: EmailRecord) =>
  eb.or([eb('time', '<', email.time), eb.and([eb('time', '=', email.time), eb('id', '<', email.id)])]);

/** Every account's mailbox in PostgreSQL (table `emails`: server/email/tables.ts). */
export class PostgresEmailRepository implements EmailRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  list(accountId: number, query?: EmailListQuery): Promise<EmailRecord[]>;
  list(accountId: number, query: EmailListQuery, paging: PageRequest): Promise<Page<EmailRecord>>;
  async list(accountId: number, query?: EmailListQuery, paging?: PageRequest): Promise<EmailRecord[] | Page<EmailRecord>> {
    const wanted = paging && checkedPage(paging, EMAILS_PER_PAGE);
    const { q, folder, label } = checkedListQuery(query);
    const filtered: RowFilter<'emails'> = (eb) =>
      eb.and([
        eb('accountId', '=', accountId),
        matchesSearch(eb, ['subject'], q),
        ...(label
          ? [sql<SqlBool>`${sql.ref('labels')} @> ARRAY[${label}]::text[]`, eb('folder', '<>', 'trash')]
          : folder === 'starred'
            ? [eb('isStarred', '=', true), eb('folder', '<>', 'trash')]
            : [eb('folder', '=', folder)]),
      ]);
    const matching = this.db.selectFrom('emails').where(filtered);
    if (!wanted) return (await matching.selectAll().orderBy('time', 'desc').orderBy('id', 'desc').execute()).map(toRecord);

    const offset = pageOffset(wanted);
    if (q !== '') {
      const page = { keys: ['id', 'time'], orderBy: NEWEST_FIRST, perPage: wanted.perPage, offset, correlated: false };
      const { ids, total, totalEstimated } = await searchedListPage(this.db, 'emails', filtered, page);
      return { items: await this.byIds(accountId, ids), total, totalEstimated };
    }
    const view = emailViewKey(folder, label);
    const counts = await viewRows(this.db, 'emails', accountId, [view, ...EMAIL_FOLDERS]);
    const total = counts.get(view) as number;
    if (offset >= total) return { items: [], total };
    const mailboxSize = EMAIL_FOLDERS.reduce((sum, f) => sum + (counts.get(f) as number), 0);
    // A folder and the starred view walk an index of their own; a label is read while walking, unless rare.
    if (label === undefined || !sortFromMatches(total, mailboxSize, offset + wanted.perPage)) {
      const rows = await matching.selectAll().orderBy(NEWEST_FIRST).limit(wanted.perPage).offset(offset).execute();
      return { items: rows.map(toRecord), total };
    }
    const ids = await sortedIds(this.db, matching, ['id', 'time'], NEWEST_FIRST, wanted.perPage, offset);
    return { items: await this.byIds(accountId, ids), total };
  }

  /** The account's mails of these ids, in their order. */
  private async byIds(accountId: number, ids: readonly number[]): Promise<EmailRecord[]> {
    if (ids.length === 0) return [];
    return inIdOrder(ids, (await this.mailbox(accountId).selectAll().where('id', 'in', ids).execute()).map(toRecord));
  }

  async meta(accountId: number): Promise<EmailsMeta> {
    const counts = await this.mailbox(accountId)
      .where('folder', 'in', ['inbox', 'draft', 'spam'])
      .where((eb) => eb.or([eb('isRead', '=', false), eb('folder', '=', 'draft')]))
      .select(['folder', 'isRead', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy(['folder', 'isRead'])
      .execute();
    return countMeta(counts);
  }

  async get(accountId: number, id: number): Promise<EmailRecord> {
    const row = await this.mailbox(accountId).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError(`Email ${id} not found`);
    return toRecord(row);
  }

  async getWithNav(accountId: number, id: number): Promise<EmailWithNav> {
    return this.withNav(accountId, await this.get(accountId, id));
  }

  async adjacent(accountId: number, id: number, dir: PageDirection): Promise<EmailWithNav> {
    const email = await this.get(accountId, id);
    const newer = dir === 'previous';
    const row = await this.mailbox(accountId)
      .selectAll()
      .where('folder', '=', email.folder)
      .where((eb) => (newer ? newerThan(eb, email) : olderThan(eb, email)))
      .orderBy('time', newer ? 'asc' : 'desc')
      .orderBy('id', newer ? 'asc' : 'desc')
      .limit(1)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(`No ${dir} email before or after ${id}`);
    return this.withNav(accountId, toRecord(row));
  }

  async update(accountId: number, ids: readonly number[], flags: EmailFlags): Promise<EmailRecord[]> {
    const unique = checkedIds(ids);
    return inTransaction(this.db, async (trx) => {
      await this.requireAll(trx, accountId, unique);
      checkFlags(flags);
      const rows = await trx
        .updateTable('emails')
        .set({ isRead: flags.isRead, isStarred: flags.isStarred, folder: flags.folder })
        .where('accountId', '=', accountId)
        .where('id', 'in', unique)
        .returningAll()
        .execute();
      return inOrder(unique, rows.map(toRecord));
    });
  }

  async toggleLabel(accountId: number, ids: readonly number[], label: EmailLabel): Promise<EmailRecord[]> {
    const unique = checkedIds(ids);
    return inTransaction(this.db, async (trx) => {
      await this.requireAll(trx, accountId, unique);
      const rows = await trx
        .updateTable('emails')
        .set({
          labels: sql<EmailLabel[]>`CASE WHEN ${label} = ANY(labels) THEN array_remove(labels, ${label}) ELSE array_append(labels, ${label}) END`,
        })
        .where('accountId', '=', accountId)
        .where('id', 'in', unique)
        .returningAll()
        .execute();
      return inOrder(unique, rows.map(toRecord));
    });
  }

  async compose(accountId: number, input: ComposedEmail, folder: 'sent' | 'draft', from: EmailSender): Promise<EmailRecord> {
    checkComposed(input, folder);
    return writeLocked(this.db, 'emails', async (trx) => {
      const mentions = await Promise.all(
        input.to.map((address) =>
          trx
            .selectFrom('emails')
            .select(['from', 'to'])
            .where('accountId', '=', accountId)
            .where((eb) => mentionOf(eb, address))
            .orderBy('id')
            .limit(1)
            .executeTakeFirst(),
        ),
      );
      const email = composedEmail(await nextId(trx, 'emails'), input, folder, from, this.clock(), (address) =>
        knownRecipient(address, mentions[input.to.indexOf(address)]),
      );
      await trx.insertInto('emails').values(emailRow(accountId, email)).execute();
      return email;
    });
  }

  private mailbox(accountId: number) {
    return this.db.selectFrom('emails').where('accountId', '=', accountId);
  }

  private async withNav(accountId: number, email: EmailRecord): Promise<EmailWithNav> {
    const { previous, next } = await this.db
      .selectNoFrom((eb) => [
        eb.exists(this.mailbox(accountId).select('id').where('folder', '=', email.folder).where((e) => newerThan(e, email))).as('previous'),
        eb.exists(this.mailbox(accountId).select('id').where('folder', '=', email.folder).where((e) => olderThan(e, email))).as('next'),
      ])
      .executeTakeFirstOrThrow();
    return { ...email, hasPreviousMail: Boolean(previous), hasNextMail: Boolean(next) };
  }

  /** An id that is not in the mailbox refuses the whole batch; the rows stay locked until the write. */
  private async requireAll(trx: Db, accountId: number, ids: number[]): Promise<void> {
    const found = await trx.selectFrom('emails').select('id').where('accountId', '=', accountId).where('id', 'in', ids).forUpdate().execute();
    const have = new Set(found.map((r) => r.id));
    const missing = ids.filter((id) => !have.has(id));
    if (missing.length > 0) throw new NotFoundError(`Email ${missing.join(', ')} not found`);
  }
}

/** The address as the sender or one of the recipients, whatever its case. */
function mentionOf(eb: Eb, address: string): Expression<SqlBool> {
  const lower = address.toLowerCase();
  return eb.or([
    sql<boolean>`lower(${sql.ref('from')} ->> 'email') = ${lower}`,
    sql<boolean>`EXISTS (SELECT 1 FROM jsonb_array_elements(${sql.ref('to')}) AS person WHERE lower(person ->> 'email') = ${lower})`,
  ]);
}

function inOrder(ids: readonly number[], emails: EmailRecord[]): EmailRecord[] {
  const byId = new Map(emails.map((e) => [e.id, e]));
  return ids.map((id) => byId.get(id) as EmailRecord);
}
