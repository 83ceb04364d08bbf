import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Clock } from '../common/clock.js';
import { ConflictError, InvalidFieldError } from '../common/errors.js';
import type { TwoStepStatus } from './models.js';
import type { TwoStepRepository } from './repository.js';
import type { SecretBox } from './secret-box.js';
import {
  challengeHash,
  challengeRefused,
  CHALLENGE_TTL_MS,
  enteredTotp,
  isOn,
  newChallenge,
  newRecoveryCodes,
  recoveryCodeKey,
  TOTP_DIGITS,
  TOTP_PERIOD_S,
  TOTP_TOLERANCE_S,
  TWO_STEP_MESSAGES,
  type EnteredCode,
} from './rules.js';

/** The name authenticator apps show above the account's codes. */
export const TWO_STEP_ISSUER = 'Aurora CRM';

/** What the person needs to add the account to an authenticator app: shown while enrolling, never stored in the clear. */
export interface TwoStepEnrollment {
  /** Base32, for typing in by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a QR code: an SVG image as a `data:` URL (the CSP allows data: images). */
  qrCode: string;
}

/**
 * Two-step sign-in's secrets for both faces: it makes and seals the TOTP secrets (otplib, RFC 6238), checks
 * codes (one step of clock drift either way, never a step twice) and recovery codes (each once), and opens and
 * closes the challenges of sign-ins. Plain secrets, codes and challenges live only here, for the request's
 * length: the repository receives them sealed or hashed, so nothing that wraps it (the audit log, live events)
 * can leak one. Who may call what (a password, the sign-in throttle) is the auth domain's concern.
 */
export class TwoStepService {
  constructor(
    private readonly store: TwoStepRepository,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  status(accountId: number): Promise<TwoStepStatus> {
    return this.store.status(accountId);
  }

  async isOn(accountId: number): Promise<boolean> {
    return isOn(await this.store.find(accountId));
  }

  /** A new secret waiting for its first code (replacing one that waited); CONFLICT while two-step sign-in is on. */
  async begin(account: { id: number; email: string }): Promise<TwoStepEnrollment> {
    const secret = generateSecret();
    await this.store.beginEnrollment(account.id, this.box.seal(account.id, secret));
    const otpauthUri = generateURI({ issuer: TWO_STEP_ISSUER, label: account.email, secret, digits: TOTP_DIGITS, period: TOTP_PERIOD_S });
    const svg = await QRCode.toString(otpauthUri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { secret, otpauthUri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
  }

  /**
   * The first code of the waiting secret turns two-step sign-in on: answers the ten recovery codes, in the clear
   * this once (only their hashes are kept). BAD_USER_INPUT naming `code` for a code of another shape or a wrong
   * one; CONFLICT when no set-up waits (or it is on already).
   */
  async confirm(accountId: number, code: string): Promise<string[]> {
    const token = enteredTotp(code);
    const record = await this.store.find(accountId);
    if (isOn(record)) throw new ConflictError(TWO_STEP_MESSAGES.alreadyOn);
    if (!record?.pendingSecret) throw new ConflictError(TWO_STEP_MESSAGES.nothingPending);
    const step = await this.verifiedStep(this.box.open(accountId, record.pendingSecret), token, null);
    if (step === null) throw new InvalidFieldError('code', TWO_STEP_MESSAGES.codeIncorrect, 'incorrect');
    const codes = newRecoveryCodes();
    const hashes = codes.map((shown) => this.box.recoveryHash(accountId, recoveryCodeKey(shown)));
    if (!(await this.store.enable(accountId, record.pendingSecret, step, hashes, this.clock()))) throw new ConflictError(TWO_STEP_MESSAGES.nothingPending);
    return codes;
  }

  /**
   * Whether `entered` is good for the account now, spending it: a TOTP code of this step or the one either side,
   * later than the last one accepted; or one of its unspent recovery codes. False when two-step sign-in is off.
   */
  async accepts(accountId: number, entered: EnteredCode): Promise<boolean> {
    const record = await this.store.find(accountId);
    if (!isOn(record)) return false;
    if (entered.kind === 'recovery') return this.store.spendRecoveryCode(accountId, this.box.recoveryHash(accountId, entered.code));
    const step = await this.verifiedStep(this.box.open(accountId, record.secret), entered.code, record.lastStep);
    // Taken only when later than the last one: of two requests with one code, one gets it.
    return step !== null && (await this.store.acceptStep(accountId, step));
  }

  /** A new challenge for the second step of the account's sign-in: single use, CHALLENGE_TTL_MS. */
  async openChallenge(accountId: number): Promise<string> {
    const challenge = newChallenge();
    const now = this.clock();
    await this.store.openChallenge(challengeHash(challenge), accountId, new Date(now.getTime() + CHALLENGE_TTL_MS), now);
    return challenge;
  }

  /** The account whose open challenge this is; BAD_USER_INPUT naming `challenge` otherwise (one message for every reason). */
  async challengeAccount(challenge: string): Promise<number> {
    const accountId = await this.store.challengeAccount(challengeHash(challenge), this.clock());
    if (accountId === undefined) throw challengeRefused();
    return accountId;
  }

  /** Uses the challenge up; refused like an unknown one when another request used it first. */
  async closeChallenge(challenge: string): Promise<void> {
    if ((await this.store.closeChallenge(challengeHash(challenge), this.clock())) === undefined) throw challengeRefused();
  }

  /** Turned off by its owner (who proved the password and a code); CONFLICT when it was not on. */
  async disable(accountId: number): Promise<void> {
    if (!(await this.store.disable(accountId))) throw new ConflictError(TWO_STEP_MESSAGES.notOn);
  }

  /** Reset by an administrator; CONFLICT when it was not on. */
  async reset(accountId: number): Promise<void> {
    if (!(await this.store.reset(accountId))) throw new ConflictError(TWO_STEP_MESSAGES.notOn);
  }

  /** The time step `token` belongs to (now or one either side), later than `after`; null when it matches none. */
  private async verifiedStep(secret: string, token: string, after: number | null): Promise<number | null> {
    const result = await verify({
      secret,
      token,
      epoch: Math.floor(this.clock().getTime() / 1000),
      period: TOTP_PERIOD_S,
      epochTolerance: TOTP_TOLERANCE_S,
      ...(after !== null && { afterTimeStep: after }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  }
}
