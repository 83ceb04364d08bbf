import { describe, expect, it } from 'vitest';
import { CONTACT_PASSWORD, DEMO_HASHES, hashPassword, ROLE_DEMO_ACCOUNTS } from '../../seed/accounts.js';
import { useStore } from '../stores/support.js';

/** The README's demo sign-ins: the admin, the client, each permission role's account (its key), and the chat contacts. */
const DOCUMENTED = [
  { email: 'admin@demo.com', password: 'admin', salt: 'seed-admin' },
  { email: 'client@demo.com', password: 'client', salt: 'seed-client' },
  ...ROLE_DEMO_ACCOUNTS.map(({ key }) => ({ email: `${key}@demo.com`, password: key, salt: `seed-${key}` })),
];

describe('the seeded demo passwords', () => {
  const store = useStore('memory', 'once');

  it('are the written-out hashes of the documented passwords, exactly as hashPassword makes them', () => {
    const expected = Object.fromEntries([...DOCUMENTED, { password: CONTACT_PASSWORD, salt: 'seed-contact' }].map(({ password, salt }) => [salt, hashPassword(password, salt)]));
    expect(DEMO_HASHES).toEqual(expected);
  });

  it('sign every demo account in, and each chat contact with the shared one', async () => {
    const accounts = store().stores.accounts;
    for (const { email, password } of DOCUMENTED) expect((await accounts.authenticate(email, password))?.email).toBe(email);
    const contacts = (await accounts.all()).filter((account) => account.teamMemberId !== null);
    expect(contacts).toHaveLength(10);
    for (const { email } of contacts) expect((await accounts.authenticate(email, CONTACT_PASSWORD))?.email).toBe(email);
  });
});
