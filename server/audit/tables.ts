import { sql, type Generated, type JSONColumnType, type Kysely } from 'kysely';
import type { AuditAction, AuditChange, AuditFace, AuditSubject, Json, UndoKind } from './models.js';

declare module '../db/database.js' {
  interface Database extends AuditTables {}
}

export interface AuditTables {
  /**
   * One row per event, written in the transaction of the change it records. The actor is copied from
   * `accounts` as it was then (its name and role may change later).
   */
  audit_events: {
    id: Generated<number>;
    at: string;
    action: AuditAction;
    subject: AuditSubject;
    recordId: string | null;
    face: AuditFace;
    actorId: number | null;
    actorFullName: string | null;
    actorUsername: string | null;
    actorRole: string | null;
    /** The API key the actor wrote with, by its name then (0780); null in person. */
    actorViaKey: string | null;
    changes: JSONColumnType<AuditChange[]>;
    undo: UndoKind | null;
    restores: number | null;
    restoredBy: number | null;
    snapshot: JSONColumnType<{ [key: string]: Json } | null>;
    /** Added by 0771: the bulk change the event was part of. */
    batchId: string | null;
  };
}

/**
 * The log's table (0720). The log reads newest first (by time, then id); each filter has an index in that
 * order, so a filtered page, with dates or not, reads one index range at a million events. `at` also
 * serves the retention prune.
 */
export const auditMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('audit_events')
      .addColumn('id', 'bigint', (c) => c.primaryKey().generatedAlwaysAsIdentity())
      .addColumn('at', 'timestamptz', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('record_id', 'text')
      .addColumn('face', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'integer')
      .addColumn('actor_full_name', 'text')
      .addColumn('actor_username', 'text')
      .addColumn('actor_role', 'text')
      .addColumn('changes', 'jsonb', (c) => c.notNull())
      .addColumn('undo', 'text')
      .addColumn('restores', 'bigint')
      .addColumn('restored_by', 'bigint')
      .addColumn('snapshot', 'jsonb')
      .execute();
    await sql`CREATE INDEX audit_events_newest ON audit_events (at DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX audit_events_record ON audit_events (subject, record_id, at DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX audit_events_subject ON audit_events (subject, at DESC, id DESC)`.execute(db);
    await sql`CREATE INDEX audit_events_actor ON audit_events (actor_id, at DESC, id DESC) WHERE actor_id IS NOT NULL`.execute(db);
    await sql`CREATE INDEX audit_events_action ON audit_events (action, at DESC, id DESC)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('audit_events').execute();
  },
};

/** 0771: events carry the bulk change they were part of, read back as one batch (its undo). */
export const auditBatchMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('audit_events').addColumn('batch_id', 'text').execute();
    await sql`CREATE INDEX audit_events_batch ON audit_events (batch_id, at DESC, id DESC) WHERE batch_id IS NOT NULL`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable('audit_events').dropColumn('batch_id').execute();
  },
};
