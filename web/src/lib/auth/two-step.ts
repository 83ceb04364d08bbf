import type { UserData } from './session-types';

/** Where an account enrols in two-step sign-in: Account settings → Security. */
export const TWO_STEP_ENROLMENT_PAGE = '/pages/account-settings';
export const TWO_STEP_ENROLMENT_PATH = `${TWO_STEP_ENROLMENT_PAGE}?tab=security`;

/**
 * The account's role requires two-step sign-in and it has none yet (TWO_STEP_REQUIRED_ROLES): the server lets its
 * session do nothing else, so the client sends it to enrol first.
 */
export function mustEnrol(userData: Pick<UserData, 'twoStepEnrollmentRequired'> | null | undefined): boolean {
  return userData?.twoStepEnrollmentRequired === true;
}

/** Where an account verifies its address: the page a verification letter's link opens. */
export const VERIFY_EMAIL_PAGE = '/pages/verify-email-cover';

/** The server requires a verified address and this one is not (REGISTRATION_REQUIRE_VERIFIED_EMAIL): it may only verify. */
export function mustVerify(userData: Pick<UserData, 'emailVerificationRequired'> | null | undefined): boolean {
  return userData?.emailVerificationRequired === true;
}

/** What the sign-in page hands the two-step page: the server's challenge, and until when it holds. */
export interface TwoStepChallenge {
  challenge: string;
  /** Epoch milliseconds: the server refuses the challenge after 5 minutes, the page says so then. */
  expiresAt: number;
}

/** The challenge lives 5 minutes on the server (server/two-step/rules.ts CHALLENGE_TTL_MS). */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export function isTwoStepChallenge(value: unknown): value is TwoStepChallenge {
  if (typeof value !== 'object' || value === null) return false;
  const { challenge, expiresAt } = value as Record<string, unknown>;
  return typeof challenge === 'string' && typeof expiresAt === 'number';
}
