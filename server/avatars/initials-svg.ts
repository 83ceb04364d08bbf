import { createHash } from 'node:crypto';
import { AVATAR_TONES } from './person-avatar.js';

const SIZE = 96;

/** Text as XML character data: the initials are checked letters, escaped all the same. */
function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export interface InitialsSvg {
  body: string;
  /** A strong validator: the hash of the bytes. */
  etag: string;
}

/** The avatar's document: the initials in white on the tone, a square the clients crop as they draw avatars. */
export function initialsSvg(initials: string, tone: number): InitialsSvg {
  const body =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${AVATAR_TONES[tone]}"/>` +
    `<text x="50%" y="50%" dy="0.35em" fill="#FFFFFF" text-anchor="middle" font-size="38" font-weight="600" ` +
    `font-family="system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif">${xmlText(initials)}</text></svg>`;
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
}
