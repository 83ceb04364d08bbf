import { scryptSync } from 'node:crypto';
import type { AbilityRule } from '../server/auth/abilities.js';

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
}

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

export function seedAccounts(): AccountRecord[] {
  return [
    {
      id: 1,
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
