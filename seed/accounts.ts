import { scryptSync } from 'node:crypto';
import type { AccountRole } from '../server/access/roles.js';
import { translit } from './people.js';
import { DEMO_ADMIN_ACCOUNT_ID, type AccountRecord } from '../server/auth/models.js';
import type { ChatSeed } from '../server/chat/models.js';

/** The password of every seeded chat contact's account (README, "Demo accounts"). */
export const CONTACT_PASSWORD = 'demo';

/**
 * Chat contacts are the team's colleagues and partners: the `user` role, their own work (the team's tasks, the
 * calendar, the chat) and the content pages, by the grants of the permissions assigned to it (seed/permissions.ts).
 */
export const CONTACT_ROLE: AccountRole = 'user';

/** The demo account of each permission role: e-mail `<key>@demo.com`, the key as password. */
export const ROLE_DEMO_ACCOUNTS = [
  { id: 17, role: 'administrator', key: 'administrator', fullName: 'Виктория Лебедева', avatar: 17 },
  { id: 18, role: 'manager', key: 'manager', fullName: 'Дмитрий Орлов', avatar: 18 },
  { id: 19, role: 'support', key: 'support', fullName: 'Елена Соколова', avatar: 19 },
  { id: 20, role: 'user', key: 'user', fullName: 'Павел Иванов', avatar: 20 },
  { id: 21, role: 'restricted-user', key: 'restricted', fullName: 'Мария Волкова', avatar: 16 },
] as const satisfies readonly { id: number; role: AccountRole; key: string; fullName: string; avatar: number }[];

/** What a seeded account has before anyone signs in or invites. */
const FRESH = { active: true, lastSignInAt: null, inviteTokenHash: null, inviteExpiresAt: null, emailVerified: true, pendingEmail: null, language: 'ru' } as const;

/** `scrypt$<salt>$<hash>`; the salt is fixed per seeded account so two builds give equal data. */
export function hashPassword(password: string, salt: string): string {
  return `scrypt$${salt}$${scryptSync(password, salt, 32).toString('base64url')}`;
}

/**
 * The seeded hashes as `hashPassword(password, salt)` writes them, by salt, written out: scrypt is slow on purpose, and
 * the eight of them cost every process that seeds 0.45 s (each test file, each server the browser tests start).
 * The passwords are the README's demo ones. tests/auth/demo-passwords.test.ts signs in with each, and checks that
 * each is exactly what `hashPassword` makes of its password; a salt missing here is hashed when seeded.
 */
export const DEMO_HASHES: Readonly<Record<string, string>> = {
  'seed-admin': 'scrypt$seed-admin$gIY9fFpGLD92C8WsrgLCbh_R3X67psABK9lAIdO3jTs',
  'seed-client': 'scrypt$seed-client$zJfvuAw4A2gehgn0dNXEgMlbctIhkRTHbBUAKlrynRM',
  'seed-contact': 'scrypt$seed-contact$JaU8g2JicpbeRVjwBFFacPNtOGBnpj7EldSu9w51Ew4',
  'seed-administrator': 'scrypt$seed-administrator$m-qINbk40GdFajQxlHzJcB5nvNGSpV5YKZ_KmmwxdCk',
  'seed-manager': 'scrypt$seed-manager$-SslzmUVavBTOwrUhe-UtnQp9XnvmG7-YhktK0nkI8o',
  'seed-support': 'scrypt$seed-support$R-9sqDac5hkA2Mhrh04Zy-2pDHQJZId50sV9sNhtnhQ',
  'seed-user': 'scrypt$seed-user$UEz8f7h_c5l2E0DNZkvqhh7Sxhd5TkyNiJwpnMsuKDY',
  'seed-restricted': 'scrypt$seed-restricted$WoZXZMBjPrm5D0VYsZ_tlbkUeaFU9IbPEfh4HoQ-d8Q',
};

const demoHash = (password: string, salt: string): string => DEMO_HASHES[salt] ?? hashPassword(password, salt);

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
      role: CONTACT_ROLE,
      passwordHash: contactHash,
      teamMemberId: member.teamMemberId,
      ...FRESH,
    };
  });
  return [...demo, ...contacts, ...roleDemoAccounts()];
}

/** The demo accounts of the permission roles, after the contacts (the chat directory does not hold them until they sign in). */
export function roleDemoAccounts(): AccountRecord[] {
  return ROLE_DEMO_ACCOUNTS.map(({ id, role, key, fullName, avatar }) => ({
    id,
    fullName,
    username: `${key}.demo`,
    email: `${key}@demo.com`,
    avatar: `/images/avatars/${avatar}.svg`,
    role,
    passwordHash: demoHash(key, `seed-${key}`),
    teamMemberId: null,
    ...FRESH,
  }));
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
      passwordHash: demoHash('admin', 'seed-admin'),
      ...FRESH,
    },
    {
      id: 2,
      fullName: 'Игорь Кузнецов',
      username: 'igor.client',
      email: 'client@demo.com',
      avatar: '/images/avatars/2.svg',
      role: 'client',
      passwordHash: demoHash('client', 'seed-client'),
      ...FRESH,
    },
  ];
}
