import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { foreground, PATIENCE_MS } from '../../server/common/foreground.js';
import { runInScope } from '../../server/common/write-scope.js';
import { connect } from '../../server/db/connection.js';
import { DATABASE_URL } from '../stores/support.js';
import { foregroundIdle } from '../foreground.js';

/** A statement of background work gives way to the requests under way (server/db/connection.ts, common/foreground.ts). */
const db = connect(DATABASE_URL as string, { max: 1 });

afterAll(async () => {
  await db.destroy();
});

/** Whether a request was under way when the statement's answer came back to its caller. */
const answeredWhileBusy = async () => {
  await sql`SELECT 1`.execute(db);
  return foreground.busy;
};

describe('background statements', () => {
  it('wait for the request under way before their answer goes back; other statements do not', async () => {
    // The pool's one connection made first: the statement alone takes far less than the request lasts.
    await sql`SELECT 1`.execute(db);
    await foregroundIdle();
    foreground.enter();
    // Ends before the statement's patience (timed from later) runs out: the statement waits for the request.
    const answered = new Promise<void>((resolve) => setTimeout(() => resolve(foreground.leave()), PATIENCE_MS / 2));
    expect(await runInScope({ background: true }, answeredWhileBusy)).toBe(false);
    await answered;

    foreground.enter();
    try {
      // A request's own statement, and one outside any scope, go on while it is under way.
      expect(await runInScope({}, answeredWhileBusy)).toBe(true);
      expect(await answeredWhileBusy()).toBe(true);
      // Background work under a request that never ends still gets its answer, after the patience.
      expect(await runInScope({ background: true }, answeredWhileBusy)).toBe(true);
    } finally {
      foreground.leave();
    }
  });
});
