import type { MethodKinds } from '../common/revisions.js';
import type { TwoStepRecord, TwoStepStatus } from './models.js';

declare module '../common/repositories.js' {
  interface Repositories {
    twoStep: TwoStepRepository;
  }
}

/**
 * Owner of two-step sign-in's state: each account's authenticator secret (sealed), the last time step used,
 * its recovery codes (hashed) and the open sign-in challenges (hashed). It receives no secret in the clear: the
 * service (service.ts) seals and hashes before calling. What must not happen twice happens atomically here: a
 * time step accepted, a recovery code spent, a challenge closed, so two requests (or two instances on one
 * database) never both pass with one code. Two stores implement it (memory-repository.ts, postgres-repository.ts);
 * tests/two-step/contract.test.ts pins that both answer alike. The caller passes the time.
 */
export interface TwoStepRepository {
  /** The account's state, or undefined when it never enrolled (or two-step sign-in was turned off since). */
  find(accountId: number): Promise<TwoStepRecord | undefined>;
  /** On or off, since when, and how many recovery codes are left. */
  status(accountId: number): Promise<TwoStepStatus>;
  /** Which of these accounts have two-step sign-in on (the administrators' list), in no particular order. */
  enabledAmong(accountIds: readonly number[]): Promise<number[]>;
  /**
   * Keeps a new sealed secret waiting for its first code, replacing one that waited. ConflictError when two-step
   * sign-in is on already (it is turned off first, with the password and a code).
   */
  beginEnrollment(accountId: number, pendingSecret: string): Promise<TwoStepRecord>;
  /**
   * Turns it on with the secret that waits, if it is still `pendingSecret` (a later `beginEnrollment` replaced it
   * otherwise): `step` (the confirming code's) becomes the last one used, and `recoveryCodeHashes` the recovery
   * codes. Undefined when that secret no longer waits; ConflictError when it is on already.
   */
  enable(accountId: number, pendingSecret: string, step: number, recoveryCodeHashes: readonly string[], now: Date): Promise<TwoStepRecord | undefined>;
  /** Takes `step` as the last one used when it is later than the last one (atomic): false for a replay or when off. */
  acceptStep(accountId: number, step: number): Promise<boolean>;
  /** Spends one of the account's recovery codes by its hash (atomic): false when it is none of them, or spent. */
  spendRecoveryCode(accountId: number, codeHash: string): Promise<boolean>;
  /** Turned off by its owner: the secret, the recovery codes and the open challenges go. Undefined when it was not on. */
  disable(accountId: number): Promise<TwoStepRecord | undefined>;
  /** Turned off by an administrator (a lost phone): the same as `disable`, recorded as a reset. */
  reset(accountId: number): Promise<TwoStepRecord | undefined>;
  /** A new challenge of the account's sign-in, open until `expiresAt`; challenges lapsed by `now` are pruned. */
  openChallenge(challengeHash: string, accountId: number, expiresAt: Date, now: Date): Promise<void>;
  /** The account whose challenge this is, while it is open at `now`. */
  challengeAccount(challengeHash: string, now: Date): Promise<number | undefined>;
  /** Closes an open challenge (atomic: one of two requests at once gets it): its account, or undefined when it was not open. */
  closeChallenge(challengeHash: string, now: Date): Promise<number | undefined>;
}

/** Which methods change state (server/common/revisions.ts). */
export const twoStepMethods = {
  find: 'read',
  status: 'read',
  enabledAmong: 'read',
  beginEnrollment: 'write',
  enable: 'write',
  acceptStep: 'write',
  spendRecoveryCode: 'write',
  disable: 'write',
  reset: 'write',
  openChallenge: 'write',
  challengeAccount: 'read',
  closeChallenge: 'write',
} as const satisfies MethodKinds<TwoStepRepository>;
