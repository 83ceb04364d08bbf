import type { AccountRole } from '../../__generated__/graphql.js';

/** What the client keeps about the signed-in account (`userData` in local storage, spec section 3). */
export interface AbilityRuleData {
  action: string;
  subject: string;
}

export interface UserData {
  id: string;
  fullName: string;
  username: string;
  avatar: string | null;
  email: string;
  /** `admin`, `client` (spec section 6) or a permission role (one an administrator defined). */
  role: AccountRole;
  ability: AbilityRuleData[];
  extras: { eCommerceCartItemsCount: number };
  /** Signing in asks this account for a code of its authenticator app (absent in a session stored before it was told). */
  twoStepEnabled?: boolean;
  /** Its role requires two-step sign-in and it has none yet: it may only enrol (Account settings → Security). */
  twoStepEnrollmentRequired?: boolean;
  /** Its address was confirmed by a verification letter's link (absent in a session stored before it was told). */
  emailVerified?: boolean;
  /** The server requires a verified address (REGISTRATION_REQUIRE_VERIFIED_EMAIL) and this one is not: it may only verify. */
  emailVerificationRequired?: boolean;
}

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/** Where the link reads and writes tokens: local storage in the app, memory in node tests. */
export interface TokenStore {
  accessToken(): string | null;
  refreshToken(): string | null;
  save(session: Session): void;
  clear(): void;
}
