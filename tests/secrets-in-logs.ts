import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a secret looks like in a log line: a JWT (access and refresh tokens), a password hash, a credential header,
 * or a value under a key that names a secret. Redacted values (`[redacted]`, also URL-encoded in a logged URL) are not secrets.
 */
const SECRET_SHAPES: readonly [what: string, shape: RegExp][] = [
  ['a token (JWT)', /eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/],
  ['a password hash', /scrypt\$/],
  ['an API key', /\bak_[0-9A-Za-z]{43}\b/],
  ['a credential header', /\b(?:Bearer|Basic)\s+(?!\[redacted\])[A-Za-z0-9._~+/=-]{8,}/i],
  ['a secret value', /\b(?:password|newPassword|currentPassword|accessToken|refreshToken|token|secret)["']?\s*[:=]\s*["']?(?!\[redacted\]|%5Bredacted%5D)[^\s"',&}]{4,}/i],
];

/** Every line of the logs in `dir` that holds something shaped like a secret, with what it looked like. */
export function secretsInLogs(dir: string): string[] {
  const found: string[] = [];
  for (const file of readdirSync(dir)) {
    readFileSync(join(dir, file), 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const [what, shape] of SECRET_SHAPES) {
          if (shape.test(line)) found.push(`${file}:${index + 1}: ${what}: ${line.slice(0, 300)}`);
        }
      });
  }
  return found;
}
