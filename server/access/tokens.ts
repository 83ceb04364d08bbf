/** What an access token names: the account and the server-side session it belongs to. */
export interface AccessClaims {
  accountId: number;
  sessionId: string;
}

/** A refresh token also names which of its session's refresh tokens it is (`jti`): rotation retires the others. */
export interface RefreshClaims extends AccessClaims {
  refreshId: string;
}

/** Signs and checks the two token kinds; implemented over @fastify/jwt in plugins/app/jwt.ts. */
export interface TokenIssuer {
  signAccess(claims: AccessClaims): string;
  signRefresh(claims: RefreshClaims): string;
  /** The claims of a valid access token, or null (expired, tampered, wrong kind or algorithm, no session). */
  verifyAccess(token: string): AccessClaims | null;
  /** The claims of a valid refresh token, or null. */
  verifyRefresh(token: string): RefreshClaims | null;
}
