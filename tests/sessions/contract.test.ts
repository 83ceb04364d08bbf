import { describe, expect, it } from 'vitest';
import { ROTATION_GRACE_MS, TOUCH_AFTER_MS } from '../../server/sessions/rules.js';
import { STORE_NAMES, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HOUR = 3600_000;
const CLIENT_ACCOUNT_ID = 2;

describe.each(STORE_NAMES)('server-side sessions on the %s store', (name) => {
  const store = useStore(name);
  const sessions = () => store().stores.sessions;
  const open = (accountId = DEMO_ADMIN_ACCOUNT_ID, now = T0) =>
    sessions().open({ accountId, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/138.0.0.0', address: '203.0.113.7', now, expiresAt: new Date(now.getTime() + HOUR) });

  it('opens a live session with unguessable ids, the device and address as sent', async () => {
    const [a, b] = [await open(), await open()];
    expect(a).toMatchObject({ accountId: DEMO_ADMIN_ACCOUNT_ID, address: '203.0.113.7', createdAt: T0.toISOString(), lastUsedAt: T0.toISOString(), endedAt: null, previousRefreshId: null });
    expect(a.userAgent).toContain('Chrome/138');
    for (const id of [a.id, a.refreshId, b.id, b.refreshId]) expect(id).toMatch(/^[\w-]{22}$/);
    expect(new Set([a.id, a.refreshId, b.id, b.refreshId]).size).toBe(4);
    expect(await sessions().find(a.id)).toEqual(a);
    expect(await sessions().find('unknown')).toBeUndefined();
  });

  it('rotates on the current refresh id; the one replaced gets the grace, then ends the whole session', async () => {
    const session = await open();
    const first = await sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(1000), at(HOUR));
    expect(first.outcome).toBe('rotated');
    const current = first.outcome === 'refused' ? '' : first.session.refreshId;
    expect(current).not.toBe(session.refreshId);

    // A second tab sends the replaced id within the grace: told the current one, nothing rotates.
    const grace = await sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(1000 + ROTATION_GRACE_MS), at(HOUR));
    expect(grace).toMatchObject({ outcome: 'grace', session: { refreshId: current, endedAt: null } });

    // After the grace the replaced id is a stolen copy: the session ends, the current id with it.
    const reuse = await sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(1001 + ROTATION_GRACE_MS), at(HOUR));
    expect(reuse).toMatchObject({ outcome: 'reused', session: { endedAt: at(1001 + ROTATION_GRACE_MS).toISOString(), endReason: 'refresh_reuse' } });
    expect((await sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, current, at(5000), at(HOUR))).outcome).toBe('refused');
  });

  it('refuses another account, an expired session and an unknown one, changing nothing', async () => {
    const session = await open();
    expect((await sessions().rotate(session.id, CLIENT_ACCOUNT_ID, session.refreshId, at(1), at(HOUR))).outcome).toBe('refused');
    expect((await sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(HOUR), at(2 * HOUR))).outcome).toBe('refused');
    expect((await sessions().rotate('unknown', DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(1), at(HOUR))).outcome).toBe('refused');
    expect(await sessions().find(session.id)).toEqual(session);
  });

  it('rotates one refresh id sent twice at once exactly once; the other gets the grace', async () => {
    const session = await open();
    const both = await Promise.all([1, 2].map(() => sessions().rotate(session.id, DEMO_ADMIN_ACCOUNT_ID, session.refreshId, at(10), at(HOUR))));
    expect(both.map((r) => r.outcome).sort()).toEqual(['grace', 'rotated']);
    const refreshIds = both.map((r) => (r.outcome === 'refused' ? null : r.session.refreshId));
    expect(refreshIds[0]).toBe(refreshIds[1]);
  });

  it('ends a session of its own account only, once', async () => {
    const session = await open();
    expect(await sessions().end(CLIENT_ACCOUNT_ID, session.id, 'ended_by_owner', at(1))).toBeUndefined();
    expect(await sessions().end(DEMO_ADMIN_ACCOUNT_ID, session.id, 'logout', at(1))).toMatchObject({ id: session.id, endedAt: at(1).toISOString(), endReason: 'logout' });
    expect(await sessions().end(DEMO_ADMIN_ACCOUNT_ID, session.id, 'logout', at(2))).toBeUndefined();
    expect((await sessions().find(session.id))?.endedAt).toBe(at(1).toISOString());
  });

  it('ends every live session of an account but one; other accounts keep theirs', async () => {
    const [kept, a, b] = [await open(), await open(), await open()];
    const other = await open(CLIENT_ACCOUNT_ID);
    const ended = await sessions().endAll(DEMO_ADMIN_ACCOUNT_ID, 'password_change', at(5), kept.id);
    expect(ended.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect((await sessions().live(DEMO_ADMIN_ACCOUNT_ID, at(6))).map((s) => s.id)).toEqual([kept.id]);
    expect((await sessions().live(CLIENT_ACCOUNT_ID, at(6))).map((s) => s.id)).toEqual([other.id]);
    expect((await sessions().endAll(DEMO_ADMIN_ACCOUNT_ID, 'account_deactivated', at(7))).map((s) => s.id)).toEqual([kept.id]);
    expect(await sessions().live(DEMO_ADMIN_ACCOUNT_ID, at(8))).toEqual([]);
  });

  it('lists live sessions most recently used first, without ended or expired ones', async () => {
    const old = await open(DEMO_ADMIN_ACCOUNT_ID, at(-2 * HOUR));
    const first = await open(DEMO_ADMIN_ACCOUNT_ID, at(0));
    const second = await open(DEMO_ADMIN_ACCOUNT_ID, at(1000));
    await sessions().touch(first.id, at(TOUCH_AFTER_MS));
    const ended = await open(DEMO_ADMIN_ACCOUNT_ID, at(2000));
    await sessions().end(DEMO_ADMIN_ACCOUNT_ID, ended.id, 'logout', at(2001));
    const live = await sessions().live(DEMO_ADMIN_ACCOUNT_ID, at(TOUCH_AFTER_MS + 1));
    expect(live.map((s) => s.id)).toEqual([first.id, second.id]);
    expect(live[0].lastUsedAt).toBe(at(TOUCH_AFTER_MS).toISOString());
    expect(live.map((s) => s.id)).not.toContain(old.id);
  });

  it('notes activity at most once a minute, and never on an ended session', async () => {
    const session = await open();
    await sessions().touch(session.id, at(TOUCH_AFTER_MS - 1));
    expect((await sessions().find(session.id))?.lastUsedAt).toBe(T0.toISOString());
    await sessions().touch(session.id, at(TOUCH_AFTER_MS));
    expect((await sessions().find(session.id))?.lastUsedAt).toBe(at(TOUCH_AFTER_MS).toISOString());
    await sessions().end(DEMO_ADMIN_ACCOUNT_ID, session.id, 'logout', at(TOUCH_AFTER_MS + 1));
    await sessions().touch(session.id, at(3 * TOUCH_AFTER_MS));
    expect((await sessions().find(session.id))?.lastUsedAt).toBe(at(TOUCH_AFTER_MS).toISOString());
  });

  it('forgets sessions over for a day when a new one opens', async () => {
    const gone = await open(DEMO_ADMIN_ACCOUNT_ID, at(-30 * HOUR));
    const recent = await open(DEMO_ADMIN_ACCOUNT_ID, at(-2 * HOUR));
    await open(DEMO_ADMIN_ACCOUNT_ID, T0);
    expect(await sessions().find(gone.id)).toBeUndefined();
    expect(await sessions().find(recent.id)).toBeDefined();
  });
});
