/** Signs and checks the two token kinds; implemented over @fastify/jwt in plugins/app/jwt.ts. */
export interface TokenIssuer {
  signAccess(accountId: number): string;
  signRefresh(accountId: number): string;
  /** The account id of a valid access token, or null (expired, tampered, wrong kind or algorithm). */
  verifyAccess(token: string): number | null;
  /** The account id of a valid refresh token, or null. */
  verifyRefresh(token: string): number | null;
}
