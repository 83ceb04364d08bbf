import type { AccountRole } from '../access/roles.js';
import type { MailLanguage } from '../mail/models.js';

/**
 * A login account (spec section 3, "Logged-in user"); the password is kept only as a scrypt hash. Its abilities
 * come from its role (server/access/role-abilities.ts), never stored per account.
 */
export interface AccountRecord {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar: string | null;
  role: AccountRole;
  /** A deactivated account cannot sign in, and its tokens are refused. */
  active: boolean;
  /** '' while an invitation is open: no password signs in. */
  passwordHash: string;
  /** The to-do team member this account is (task assignments notify it); absent or null for none. */
  teamMemberId?: number | null;
  /** ISO-8601 time of the last successful sign-in; null before the first. */
  lastSignInAt: string | null;
  /** An open invitation: the SHA-256 of its one-time token (the token itself is never stored) and until when it holds. */
  inviteTokenHash: string | null;
  inviteExpiresAt: string | null;
  /** Its address was confirmed by a letter's link (or the invitation it accepted came by letter); the seed's are. */
  emailVerified: boolean;
  /**
   * A new address the person asked for in their settings, waiting for the link sent to it: until it is followed the
   * account signs in and gets letters at `email`; then this becomes `email`. Null for none.
   */
  pendingEmail: string | null;
  /**
   * The person's interface language (ru, en, uk): their letters are written in it, whoever made the server send them.
   * Set at registration from the request, and whenever they switch language in the web client; ru (the spec's
   * default) for accounts from before.
   */
  language: MailLanguage;
}

/** The demo admin (admin@demo.com): the seed's per-person copies (bookmarks, chat, cart, mailbox …) are theirs. */
export const DEMO_ADMIN_ACCOUNT_ID = 1;
