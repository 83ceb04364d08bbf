import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { ConflictError, InvalidFieldError } from '../common/errors.js';
import type { KeyAccess } from '../access/caller.js';
import type { ApiKeyRecord, ApiKeyView } from './models.js';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 62^43 > 2^256: 32 random bytes always fit in 43 characters. */
const SECRET_DIGITS = 43;
export const SECRET_PREFIX = 'ak_';
/** What a key looks like: anything else is not looked up. */
const SECRET_SHAPE = /^ak_[0-9A-Za-z]{43}$/;
export const NAME_MAX = 80;
/** The furthest a key may be set to expire: scripts are re-keyed at least this often. */
export const LONGEST_LIFE_DAYS = 3 * 366;

/** `ak_` and 32 random bytes in base62, left-padded to a fixed length. */
export function newSecret(): string {
  let value = BigInt(`0x${randomBytes(32).toString('hex')}`);
  let digits = '';
  while (value > 0n) {
    digits = BASE62[Number(value % 62n)] + digits;
    value /= 62n;
  }
  return SECRET_PREFIX + digits.padStart(SECRET_DIGITS, '0');
}

const KEY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A key's id as made here (a UUID); anything else names no key: BAD_USER_INPUT naming `id`. */
export function checkedKeyId(id: string): string {
  if (!KEY_ID.test(id)) throw new InvalidFieldError('id', 'must be an API key id');
  return id;
}

export function isKeyShaped(credential: string): boolean {
  return SECRET_SHAPE.test(credential);
}

/** Whether a credential is meant as an API key (then a malformed one is refused as one, not read as a token). */
export function looksLikeKey(credential: string): boolean {
  return credential.startsWith(SECRET_PREFIX);
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export interface NewKeyInput {
  name: string;
  access: KeyAccess;
  expiresAt: Date | null;
}

/** A checked new key of `accountId` with its hash: the secret is answered once and never stored. */
export function newKeyRecord(accountId: number, input: NewKeyInput, secret: string, now: Date): ApiKeyRecord {
  const name = input.name.trim();
  if (name === '' || name.length > NAME_MAX) throw new InvalidFieldError('input.name', `must be 1 to ${NAME_MAX} characters`);
  if (input.access !== 'READ' && input.access !== 'WRITE') throw new InvalidFieldError('input.access', 'must be READ or WRITE');
  const { expiresAt } = input;
  if (expiresAt !== null) {
    if (Number.isNaN(expiresAt.getTime()) || expiresAt.getTime() <= now.getTime()) throw new InvalidFieldError('input.expiresAt', 'must be in the future');
    if (expiresAt.getTime() > now.getTime() + LONGEST_LIFE_DAYS * 86_400_000) {
      throw new InvalidFieldError('input.expiresAt', `must be within ${LONGEST_LIFE_DAYS} days`);
    }
  }
  return {
    id: randomUUID(),
    accountId,
    name,
    access: input.access,
    secretHash: hashSecret(secret),
    last4: secret.slice(-4),
    createdAt: now.toISOString(),
    expiresAt: expiresAt?.toISOString() ?? null,
    lastUsedAt: null,
    lastUsedFrom: null,
    revokedAt: null,
  };
}

/** Whether the key still opens anything at `now`: neither revoked nor expired. */
export function isLive(key: Pick<ApiKeyRecord, 'revokedAt' | 'expiresAt'>, now: number): boolean {
  return key.revokedAt === null && (key.expiresAt === null || Date.parse(key.expiresAt) > now);
}

export function viewOf({ secretHash: _hash, ...view }: ApiKeyRecord): ApiKeyView {
  return view;
}

/** Newest first, then by id, so both stores list alike. */
export function newestFirst(a: ApiKeyRecord, b: ApiKeyRecord): number {
  return b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id);
}

/** A key is revoked once: its time of revocation stays the first. */
export function refuseRevoked(key: Pick<ApiKeyRecord, 'revokedAt'>): void {
  if (key.revokedAt !== null) throw new ConflictError('This API key is revoked already');
}
