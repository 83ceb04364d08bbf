/**
 * The legacy client keeps its tokens with `JSON.stringify` and sends them back as stored, so a token
 * may arrive wrapped in one pair of double quotes (`Bearer "eyJ…"`, a refresh token posted as `"\"eyJ…\""`).
 * Exactly one surrounding pair is removed; anything else goes to verification unchanged and fails there.
 */
export function unquoteToken(raw: string): string {
  return raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
}

/** The credential of an `Authorization: Bearer <credential>` header as sent (still quoted), or null. */
export function bearerCredential(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(authorization ?? '');
  return match ? match[1] : null;
}
