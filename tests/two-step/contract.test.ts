import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../server/common/errors.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';
import { STORE_NAMES, useStore } from '../stores/support.js';

const T0 = new Date('2026-05-01T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const MINUTE = 60_000;
const CLIENT_ACCOUNT_ID = 2;
const HASHES = ['hash-a', 'hash-b', 'hash-c'];

/** The two-step repository's contract: both stores answer alike, and what must happen once happens once. */
describe.each(STORE_NAMES)('two-step sign-in state on the %s store', (name) => {
  const store = useStore(name);
  const twoStep = () => store().stores.twoStep;
  /** An account with two-step sign-in on, its last step 100. */
  const enabled = async (accountId = DEMO_ADMIN_ACCOUNT_ID) => {
    await twoStep().beginEnrollment(accountId, 'sealed-1');
    return twoStep().enable(accountId, 'sealed-1', 100, HASHES, T0);
  };

  it('knows no account at first: off, no codes, none among the enabled', async () => {
    expect(await twoStep().find(DEMO_ADMIN_ACCOUNT_ID)).toBeUndefined();
    expect(await twoStep().status(DEMO_ADMIN_ACCOUNT_ID)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await twoStep().enabledAmong([DEMO_ADMIN_ACCOUNT_ID, CLIENT_ACCOUNT_ID])).toEqual([]);
    expect(await twoStep().enabledAmong([])).toEqual([]);
  });

  it('keeps a secret waiting for its first code (a later one replaces it) without turning anything on', async () => {
    await twoStep().beginEnrollment(DEMO_ADMIN_ACCOUNT_ID, 'sealed-1');
    const waiting = await twoStep().beginEnrollment(DEMO_ADMIN_ACCOUNT_ID, 'sealed-2');
    expect(waiting).toEqual({ accountId: DEMO_ADMIN_ACCOUNT_ID, secret: null, pendingSecret: 'sealed-2', enabledAt: null, lastStep: null });
    expect(await twoStep().find(DEMO_ADMIN_ACCOUNT_ID)).toEqual(waiting);
    expect((await twoStep().status(DEMO_ADMIN_ACCOUNT_ID)).enabled).toBe(false);
    expect(await twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 5)).toBe(false);
    // The replaced secret no longer turns it on; the current one does.
    expect(await twoStep().enable(DEMO_ADMIN_ACCOUNT_ID, 'sealed-1', 100, HASHES, T0)).toBeUndefined();
    expect(await twoStep().enable(DEMO_ADMIN_ACCOUNT_ID, 'sealed-2', 100, HASHES, T0)).toEqual({
      accountId: DEMO_ADMIN_ACCOUNT_ID,
      secret: 'sealed-2',
      pendingSecret: null,
      enabledAt: T0.toISOString(),
      lastStep: 100,
    });
    expect(await twoStep().status(DEMO_ADMIN_ACCOUNT_ID)).toEqual({ enabled: true, enabledAt: T0.toISOString(), recoveryCodesLeft: 3 });
    expect(await twoStep().enabledAmong([DEMO_ADMIN_ACCOUNT_ID, CLIENT_ACCOUNT_ID])).toEqual([DEMO_ADMIN_ACCOUNT_ID]);
  });

  it('refuses to enrol again while on, changing nothing; nothing waiting turns nothing on', async () => {
    const on = await enabled();
    await expect(twoStep().beginEnrollment(DEMO_ADMIN_ACCOUNT_ID, 'sealed-9')).rejects.toBeInstanceOf(ConflictError);
    await expect(twoStep().enable(DEMO_ADMIN_ACCOUNT_ID, 'sealed-1', 200, [], T0)).rejects.toBeInstanceOf(ConflictError);
    expect(await twoStep().find(DEMO_ADMIN_ACCOUNT_ID)).toEqual(on);
    expect(await twoStep().enable(CLIENT_ACCOUNT_ID, 'sealed-1', 100, HASHES, T0)).toBeUndefined();
    expect(await twoStep().find(CLIENT_ACCOUNT_ID)).toBeUndefined();
  });

  it('accepts each time step once and only later ones: a replay or an older step is refused', async () => {
    await enabled();
    expect(await twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 100)).toBe(false);
    expect(await twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 99)).toBe(false);
    expect(await twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 101)).toBe(true);
    expect(await twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 101)).toBe(false);
    expect((await twoStep().find(DEMO_ADMIN_ACCOUNT_ID))?.lastStep).toBe(101);
    expect(await twoStep().acceptStep(CLIENT_ACCOUNT_ID, 500)).toBe(false);
  });

  it('gives one time step to exactly one of many requests at once', async () => {
    await enabled();
    const taken = await Promise.all(Array.from({ length: 8 }, () => twoStep().acceptStep(DEMO_ADMIN_ACCOUNT_ID, 102)));
    expect(taken.filter(Boolean)).toHaveLength(1);
  });

  it('spends each recovery code once, of its own account only, even when sent at once', async () => {
    await enabled();
    expect(await twoStep().spendRecoveryCode(CLIENT_ACCOUNT_ID, 'hash-a')).toBe(false);
    const spent = await Promise.all(Array.from({ length: 6 }, () => twoStep().spendRecoveryCode(DEMO_ADMIN_ACCOUNT_ID, 'hash-a')));
    expect(spent.filter(Boolean)).toHaveLength(1);
    expect(await twoStep().spendRecoveryCode(DEMO_ADMIN_ACCOUNT_ID, 'hash-z')).toBe(false);
    expect((await twoStep().status(DEMO_ADMIN_ACCOUNT_ID)).recoveryCodesLeft).toBe(2);
  });

  it('opens challenges for five minutes; closes each once; prunes lapsed ones', async () => {
    await twoStep().openChallenge('c-1', DEMO_ADMIN_ACCOUNT_ID, at(5 * MINUTE), T0);
    expect(await twoStep().challengeAccount('c-1', at(MINUTE))).toBe(DEMO_ADMIN_ACCOUNT_ID);
    expect(await twoStep().challengeAccount('c-1', at(5 * MINUTE))).toBeUndefined();
    expect(await twoStep().challengeAccount('unknown', T0)).toBeUndefined();
    const closed = await Promise.all([1, 2, 3].map(() => twoStep().closeChallenge('c-1', at(MINUTE))));
    expect(closed.filter((id) => id !== undefined)).toEqual([DEMO_ADMIN_ACCOUNT_ID]);
    expect(await twoStep().challengeAccount('c-1', at(MINUTE))).toBeUndefined();

    await twoStep().openChallenge('c-2', CLIENT_ACCOUNT_ID, at(5 * MINUTE), T0);
    expect(await twoStep().closeChallenge('c-2', at(6 * MINUTE))).toBeUndefined();
    // Opening another prunes the lapsed one: it is gone even for a clock turned back.
    await twoStep().openChallenge('c-3', CLIENT_ACCOUNT_ID, at(11 * MINUTE), at(6 * MINUTE));
    expect(await twoStep().challengeAccount('c-2', T0)).toBeUndefined();
    expect(await twoStep().challengeAccount('c-3', at(7 * MINUTE))).toBe(CLIENT_ACCOUNT_ID);
  });

  it.each(['disable', 'reset'] as const)('%s turns it off with its codes and open challenges; off already, it changes nothing', async (method) => {
    const on = await enabled();
    await twoStep().openChallenge('c-1', DEMO_ADMIN_ACCOUNT_ID, at(5 * MINUTE), T0);
    await twoStep().openChallenge('c-other', CLIENT_ACCOUNT_ID, at(5 * MINUTE), T0);
    expect(await twoStep()[method](DEMO_ADMIN_ACCOUNT_ID)).toEqual(on);
    expect(await twoStep().find(DEMO_ADMIN_ACCOUNT_ID)).toBeUndefined();
    expect(await twoStep().status(DEMO_ADMIN_ACCOUNT_ID)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    expect(await twoStep().spendRecoveryCode(DEMO_ADMIN_ACCOUNT_ID, 'hash-b')).toBe(false);
    expect(await twoStep().challengeAccount('c-1', T0)).toBeUndefined();
    expect(await twoStep().challengeAccount('c-other', T0)).toBe(CLIENT_ACCOUNT_ID);
    expect(await twoStep()[method](DEMO_ADMIN_ACCOUNT_ID)).toBeUndefined();

    // A set-up that only waits is not "on": turning off refuses it and leaves it waiting.
    await twoStep().beginEnrollment(DEMO_ADMIN_ACCOUNT_ID, 'sealed-3');
    expect(await twoStep()[method](DEMO_ADMIN_ACCOUNT_ID)).toBeUndefined();
    expect((await twoStep().find(DEMO_ADMIN_ACCOUNT_ID))?.pendingSecret).toBe('sealed-3');

    // Enrolling again starts afresh: new codes replace the old, the steps start over.
    expect(await twoStep().enable(DEMO_ADMIN_ACCOUNT_ID, 'sealed-3', 7, ['hash-new'], at(MINUTE))).toMatchObject({ secret: 'sealed-3', lastStep: 7 });
    expect(await twoStep().spendRecoveryCode(DEMO_ADMIN_ACCOUNT_ID, 'hash-c')).toBe(false);
    expect(await twoStep().spendRecoveryCode(DEMO_ADMIN_ACCOUNT_ID, 'hash-new')).toBe(true);
  });
});
