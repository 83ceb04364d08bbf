import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * What two-step sign-in keeps that would let someone sign in if the database leaked: the authenticator
 * secrets (encrypted with AES-256-GCM, node:crypto) and the recovery codes (keyed hashes). Both keys are derived
 * from TWO_STEP_ENCRYPTION_KEY with HKDF, one per use, so the setting is any long text and neither key serves the
 * other's purpose. A secret is bound to its account (the account id is the GCM additional data): a row copied to
 * another account does not decrypt there.
 */
export class SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly hashKey: Buffer;

  constructor(setting: string) {
    const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', setting, 'aurora-crm two-step', purpose, 32));
    this.encryptionKey = derive('totp-secret-aes-256-gcm');
    this.hashKey = derive('recovery-code-hmac-sha256');
  }

  /** `v1.<iv>.<tag>.<ciphertext>`, base64url: a fresh IV every time, so one secret never encrypts alike twice. */
  seal(accountId: number, plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv);
    cipher.setAAD(aad(accountId));
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plain secret; throws when the text was not sealed for this account under this key (tampered, or another key). */
  open(accountId: number, sealed: string): string {
    const [version, iv, tag, data] = sealed.split('.');
    if (version !== VERSION || !iv || !tag || data === undefined) throw new Error('a two-step secret is not in the sealed form');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'));
    decipher.setAAD(aad(accountId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  }

  /**
   * A recovery code's stored form: an HMAC under the server's key, per account. A leaked table alone cannot be
   * searched for the codes, and equal codes of two accounts are stored differently.
   */
  recoveryHash(accountId: number, code: string): string {
    return createHmac('sha256', this.hashKey).update(`${accountId}:${code}`).digest('base64url');
  }
}

const aad = (accountId: number) => Buffer.from(`account:${accountId}`, 'utf8');
