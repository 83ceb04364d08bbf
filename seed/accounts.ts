import { scryptSync } from 'node:crypto';
import type { AbilityRule } from '../server/auth/abilities.js';
import type { ChatSeed } from './chat.js';
import { translit } from './people.js';

/** A login account (spec section 3, "Logged-in user"); the password is kept only as a scrypt hash. */
export interface AccountRecord {
  id: number;
  fullName: string;
  username: string;
  email: string;
  avatar: string | null;
  role: 'admin' | 'client';
  ability: AbilityRule[];
  passwordHash: string;
  /** The to-do team member this account is (task assignments notify it); absent or null for none. */
  teamMemberId?: number | null;
}

/** The demo admin (admin@demo.com): the seed's per-person copies (bookmarks, chat, cart, mailbox …) are theirs. */
export const DEMO_ADMIN_ACCOUNT_ID = 1;

/** The password of every seeded chat contact's account (README, "Demo accounts"). */
export const CONTACT_PASSWORD = 'demo';

/**
 * Chat contacts are colleagues and partners signing in with the `client` role: the spec's client abilities
 * plus the chat and a read-only view of the team's tasks.
 */
export const CONTACT_ABILITIES: readonly AbilityRule[] = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
  { action: 'manage', subject: 'Chat' },
  { action: 'read', subject: 'Task' },
];

/** `scrypt$<salt>$<hash>`; the salt is fixed per seeded account so two builds give equal data. */
export function hashPassword(password: string, salt: string): string {
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('base64url')}`;
}

// Hashing is deliberately slow; the demo hashes are computed once per process, not per app build.
const demoHashes = new Map<string, string>();
function demoHash(password: string, salt: string): string {
  const key = `${salt}:${password}`;
  let hash = demoHashes.get(key);
  if (!hash) {
    hash = hashPassword(password, salt);
    demoHashes.set(key, hash);
  }
  return hash;
}

/** `ivan.petrov@demo.com` from "Иван Петров"; a clash gets a number (`ivan.petrov2`). */
function contactLogin(fullName: string, taken: Set<string>): string {
  const base = translit(fullName).replace(/\s+/g, '.').replace(/[^a-z.]/g, '');
  let login = base;
  for (let n = 2; taken.has(login); n++) login = `${base}${n}`;
  taken.add(login);
  return login;
}

/** The demo admin, the demo client, and one account per chat contact (the people the chat is between). */
export function seedAccounts(chat: ChatSeed): AccountRecord[] {
  const demo = demoAccounts();
  const taken = new Set(demo.map((a) => a.username));
  // One salt for the shared demo password: one slow hash per process instead of one per contact.
  const contactHash = demoHash(CONTACT_PASSWORD, 'seed-contact');
  const contacts = chat.contacts.map((contact): AccountRecord => {
    const member = chat.members.find((m) => m.chatUserId === contact.id);
    if (!member) throw new Error(`chat contact ${contact.id} has no account`);
    const login = contactLogin(contact.fullName, taken);
    return {
      id: member.accountId,
      fullName: contact.fullName,
      username: login,
      email: `${login}@demo.com`,
      avatar: contact.avatar,
      role: 'client',
      ability: CONTACT_ABILITIES.map((rule) => ({ ...rule })),
      passwordHash: contactHash,
      teamMemberId: member.teamMemberId,
    };
  });
  return [...demo, ...contacts];
}

function demoAccounts(): AccountRecord[] {
  return [
    {
      id: DEMO_ADMIN_ACCOUNT_ID,
      fullName: 'Анна Смирнова',
      username: 'anna.admin',
      email: 'admin@demo.com',
      avatar: '/images/avatars/1.svg',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      passwordHash: demoHash('admin', 'seed-admin'),
    },
    {
      id: 2,
      fullName: 'Игорь Кузнецов',
      username: 'igor.client',
      email: 'client@demo.com',
      avatar: '/images/avatars/2.svg',
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ],
      passwordHash: demoHash('client', 'seed-client'),
    },
  ];
}
