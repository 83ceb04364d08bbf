import { createHash, randomBytes, randomInt } from 'node:crypto';
import { ConflictError, InvalidFieldError } from '../common/errors.js';
import type { TwoStepRecord } from './models.js';

/**
 * The rules of two-step sign-in both stores and both faces share: what a code and a recovery code look like,
 * how challenges and recovery codes are made and hashed, how long things last.
 */

/** RFC 6238's defaults, which every authenticator app assumes: 6 digits, a 30-second step, SHA-1. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_S = 30;
/** One step either side of now (otplib's `epochTolerance` in seconds): a phone's clock a little off still works. */
export const TOTP_TOLERANCE_S = 30;

/** Recovery codes handed out when two-step sign-in is turned on, each good once. */
export const RECOVERY_CODE_COUNT = 10;
/**
 * Crockford's base-32 digits, lower case, without i, l, o and u: nothing two people read alike. Ten of them
 * are 50 bits, far past guessing through the sign-in throttle.
 */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_HALF = 5;

/** A challenge (the second step of one sign-in) holds 5 minutes. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const TWO_STEP_MESSAGES = {
  codeShape: `must be the ${TOTP_DIGITS}-digit code of the authenticator app or a recovery code (xxxxx-xxxxx)`,
  codeIncorrect: 'is incorrect or was used already',
  challengeShape: 'must be the challenge the sign-in answered',
  /** One message for an expired, a used and an unknown challenge: the caller learns nothing from which. */
  challengeInvalid: 'has expired or was used: sign in again',
  alreadyOn: 'Two-step sign-in is already on for this account',
  notOn: 'Two-step sign-in is not on for this account',
  nothingPending: 'Start the set-up again: no two-step set-up is waiting for its first code',
} as const;

/** What the person typed, once its shape is known: a TOTP code, or a recovery code in its stored form. */
export type EnteredCode = { kind: 'totp'; code: string } | { kind: 'recovery'; code: string };

const TOTP_SHAPE = new RegExp(`^\\d{${TOTP_DIGITS}}$`);
const RECOVERY_SHAPE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/;

/**
 * A code as typed (blanks anywhere, any case, the recovery code's hyphen optional), or InvalidFieldError naming
 * `field` when it is neither shape: refused before anything is counted or changed.
 */
export function enteredCode(raw: string, field = 'code'): EnteredCode {
  const text = raw.replace(/\s+/g, '').toLowerCase();
  if (TOTP_SHAPE.test(text)) return { kind: 'totp', code: text };
  if (RECOVERY_SHAPE.test(text)) return { kind: 'recovery', code: text.replace('-', '') };
  throw new InvalidFieldError(field, TWO_STEP_MESSAGES.codeShape, 'malformed');
}

/** Only a TOTP code confirms a new secret: a recovery code proves nothing about the app just set up. */
export function enteredTotp(raw: string): string {
  const entered = enteredCode(raw);
  if (entered.kind !== 'totp') throw new InvalidFieldError('code', `must be the ${TOTP_DIGITS}-digit code the authenticator app shows`, 'malformed');
  return entered.code;
}

/** Ten fresh recovery codes as shown to the person (`xxxxx-xxxxx`). */
export function newRecoveryCodes(): string[] {
  const half = () => Array.from({ length: RECOVERY_HALF }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${half()}-${half()}`);
}

/** A recovery code as shown, in the form `enteredCode` gives and the hashes are made of. */
export function recoveryCodeKey(shown: string): string {
  return shown.replace('-', '');
}

const CHALLENGE_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A challenge: 256 random bits, URL-safe. Only its hash is stored. */
export function newChallenge(): string {
  return randomBytes(32).toString('base64url');
}

/** 256 random bits need no slow hash: SHA-256 cannot be walked back, and the lookup by it is exact. */
export function challengeHash(challenge: string): string {
  if (!CHALLENGE_SHAPE.test(challenge)) throw new InvalidFieldError('challenge', TWO_STEP_MESSAGES.challengeShape, 'malformed');
  return createHash('sha256').update(challenge).digest('base64url');
}

/** The refusal of a challenge that is not open: expired, used or never made, said alike. */
export function challengeRefused(): InvalidFieldError {
  return new InvalidFieldError('challenge', TWO_STEP_MESSAGES.challengeInvalid, 'expired');
}

/** Whether two-step sign-in is on. */
export function isOn(record: TwoStepRecord | undefined): record is TwoStepRecord & { secret: string } {
  return record?.secret !== null && record?.secret !== undefined;
}

/** Enrolling again while it is on would let a stolen session swap the authenticator unseen. */
export function refuseWhenOn(record: TwoStepRecord | undefined): void {
  if (isOn(record)) throw new ConflictError(TWO_STEP_MESSAGES.alreadyOn);
}

/** The state after `beginEnrollment`: a new secret waits, nothing else changes. */
export function pendingRecord(accountId: number, pendingSecret: string): TwoStepRecord {
  return { accountId, secret: null, pendingSecret, enabledAt: null, lastStep: null };
}

/** The state after `enable`: the waiting secret is the secret, and the confirming code's step the last one used. */
export function enabledRecord(record: TwoStepRecord, step: number, now: Date): TwoStepRecord {
  return { ...record, secret: record.pendingSecret, pendingSecret: null, enabledAt: now.toISOString(), lastStep: step };
}
