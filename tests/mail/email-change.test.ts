import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { VERIFICATION_LINK_REFUSED } from '../../server/auth/email-verification.js';
import { bearer, newPerson, PASSWORD, readStatus, signIn, type Person } from '../sessions/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { linkIn, recipientsOf } from './smtp.js';
import { PUBLIC_URL, useMailApp } from './support.js';

const VERIFY_PAGE = '/pages/verify-email-cover';
const ME = '{ me { email pendingEmail emailVerified } }';
const REQUEST = 'mutation ($email: EmailAddress!) { requestEmailChange(email: $email) { email pendingEmail } }';
const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) }';

/**
 * A change of e-mail in the account settings, on both stores, against a real SMTP server in the test process: the
 * new address gets a link, the old one a notice; the account signs in with the old address until the link is
 * followed, which moves it (unique check again at that moment), is audited without the token and ends nothing else.
 */
describe.each(STORE_NAMES)('a change of e-mail address on the %s store', (store) => {
  const mail = useMailApp(store);

  const later = () => {
    mail.offsetMs += 61_000;
  };
  const fresh = (tag: string) => `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
  const lettersOf = (kind: string, to: string, count = 1) =>
    mail.smtp.arrived((letter: ParsedMail) => letter.headers.get('x-aurora-letter-kind') === kind && recipientsOf(letter).includes(to), count);
  const signsIn = async (email: string) => (await mail.app.inject({ method: 'POST', url: '/jwt/login', payload: { email, password: PASSWORD } })).statusCode === 200;
  const changed = async (person: Person, email: string) => {
    later();
    const me = bearer(person.tokens.accessToken);
    const asked = await mail.gql(REQUEST, { email }, me);
    expect(asked).toEqual({ data: { requestEmailChange: { email: person.email, pendingEmail: email } } });
    const [letter] = await lettersOf('email_change', email);
    return linkIn(letter!, VERIFY_PAGE).searchParams.get('token')!;
  };

  it('sends a link to the new address and a notice to the old; the old address signs in until the link is followed, which moves the account and ends nothing', async () => {
    const person = await newPerson(mail.app, 'en');
    const me = bearer(person.tokens.accessToken);
    const next = fresh('moved');
    const token = await changed(person, next);
    const [notice] = await lettersOf('email_change_notice', person.email);
    expect(notice!.subject).toBe('Aurora CRM: a change of your e-mail address was asked for');
    expect(notice!.text).toContain(next);
    expect(notice!.text).not.toContain(token);
    const [letter] = await lettersOf('email_change', next);
    expect(letter!.subject).toBe('Aurora CRM: confirm your new e-mail address');
    expect(linkIn(letter!, VERIFY_PAGE).origin).toBe(PUBLIC_URL);

    // Until the link: the old address is the account's.
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: person.email, pendingEmail: next, emailVerified: false } });
    expect(await signsIn(person.email)).toBe(true);
    expect(await signsIn(next)).toBe(false);

    expect(await mail.gql(VERIFY, { token })).toEqual({ data: { verifyEmail: true } });
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: next, pendingEmail: null, emailVerified: true } });
    expect(await signsIn(next)).toBe(true);
    expect(await signsIn(person.email)).toBe(false);
    // Nothing else ended: the session that asked still works.
    expect(await readStatus(mail.app, person.tokens.accessToken)).toBe(200);
    expect((await mail.gql(VERIFY, { token })).errors?.[0]?.message).toBe(`token: ${VERIFICATION_LINK_REFUSED}`);

    const admin = bearer((await signIn(mail.app, 'admin@demo.com', { password: 'admin' })).accessToken);
    const log = await mail.app.inject({ method: 'GET', url: '/api/audit-log?perPage=100', headers: admin });
    expect(log.body).toContain('email_change_requested');
    const moved = (log.json() as { items: { action: string; changes: { field: string; before: unknown; after: unknown }[] }[] }).items.find((e) => e.action === 'email_change');
    expect(moved?.changes).toEqual(expect.arrayContaining([{ field: 'email', before: person.email, after: next }]));
    expect(log.body).not.toContain(token);
  });

  it('checks the address again when the link is followed: taken meanwhile, CONFLICT and the account keeps its own', async () => {
    const person = await newPerson(mail.app);
    const me = bearer(person.tokens.accessToken);
    const wanted = fresh('wanted');
    const token = await changed(person, wanted);
    const rival = await mail.app.inject({ method: 'POST', url: '/jwt/register', payload: { email: wanted, password: PASSWORD, username: `rival.${Date.now()}` } });
    expect(rival.statusCode).toBe(200);
    expect((await mail.gql(VERIFY, { token })).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: person.email, pendingEmail: wanted, emailVerified: false } });
    expect(await mail.gql('mutation { cancelEmailChange { pendingEmail } }', {}, me)).toEqual({ data: { cancelEmailChange: { pendingEmail: null } } });
  });

  it('refuses its own address, a taken or malformed one naming `email`, and a second letter within the minute; nothing changes', async () => {
    const person = await newPerson(mail.app);
    const me = bearer(person.tokens.accessToken);
    later();
    const refused = async (email: string) => (await mail.gql(REQUEST, { email }, me)).errors?.[0]?.extensions;
    expect(await refused(person.email.toUpperCase())).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(await refused('admin@demo.com')).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    expect(await refused('not-an-address')).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await mail.gql('mutation { resendEmailChange { email } }', {}, me)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await mail.gql('mutation { cancelEmailChange { email } }', {}, me)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: person.email, pendingEmail: null, emailVerified: false } });
    expect((await mail.gql(REQUEST, { email: fresh('first') }, me)).errors).toBeUndefined();
    expect(await refused(fresh('second'))).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    expect((await mail.gql(REQUEST, { email: fresh('anon') })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('a cancelled change confirms nothing; a resent link replaces the one before', async () => {
    const person = await newPerson(mail.app);
    const me = bearer(person.tokens.accessToken);
    const next = fresh('resent');
    const first = await changed(person, next);
    later();
    expect(await mail.gql('mutation { resendEmailChange { pendingEmail } }', {}, me)).toEqual({ data: { resendEmailChange: { pendingEmail: next } } });
    const letters = await lettersOf('email_change', next, 2);
    const second = linkIn(letters[1]!, VERIFY_PAGE).searchParams.get('token')!;
    expect((await mail.gql(VERIFY, { token: first })).errors?.[0]?.message).toBe(`token: ${VERIFICATION_LINK_REFUSED}`);
    expect(await mail.gql('mutation { cancelEmailChange { email pendingEmail } }', {}, me)).toEqual({ data: { cancelEmailChange: { email: person.email, pendingEmail: null } } });
    expect((await mail.gql(VERIFY, { token: second })).errors?.[0]?.message).toBe(`token: ${VERIFICATION_LINK_REFUSED}`);
    expect((await mail.gql(ME, {}, me)).data).toMatchObject({ me: { email: person.email, pendingEmail: null } });
  });

  it('the account settings show the account address; saving another asks for it, on both faces (REST keeps its shape)', async () => {
    const person = await newPerson(mail.app);
    const me = bearer(person.tokens.accessToken);
    later();
    const general = { username: `p${Date.now()}`, fullName: 'Пётр Новиков', email: fresh('rest'), company: 'ООО Ромашка' };
    const rest = await mail.app.inject({ method: 'POST', url: '/account-setting/general', headers: me, payload: general });
    expect(rest.statusCode).toBe(200);
    expect((rest.json() as { general: Record<string, unknown> }).general).toEqual({ avatar: null, username: general.username, fullName: general.fullName, email: person.email, company: general.company });
    await lettersOf('email_change', general.email);
    const data = await mail.app.inject({ method: 'GET', url: '/account-setting/data', headers: me });
    expect((data.json() as { general: { email: string } }).general.email).toBe(person.email);
    const SETTINGS = '{ accountSettings { general { email pendingEmail fullName } } }';
    expect((await mail.gql(SETTINGS, {}, me)).data).toEqual({ accountSettings: { general: { email: person.email, pendingEmail: general.email, fullName: general.fullName } } });

    // Another address again within the minute: refused before anything is stored.
    const SAVE = 'mutation ($input: AccountGeneralInput!) { updateAccountGeneral(input: $input) { general { email pendingEmail fullName } } }';
    const tooSoon = await mail.gql(SAVE, { input: { ...general, fullName: 'Не сохранится', email: fresh('gql') } }, me);
    expect(tooSoon.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    const taken = await mail.gql(SAVE, { input: { ...general, fullName: 'Не сохранится', email: 'admin@demo.com' } }, me);
    expect(taken.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'email' });
    // The waiting address again, or the account's own: the other fields save, no new letter.
    const same = await mail.gql(SAVE, { input: { ...general, fullName: 'Пётр Н.' } }, me);
    expect(same.data).toEqual({ updateAccountGeneral: { general: { email: person.email, pendingEmail: general.email, fullName: 'Пётр Н.' } } });
    later();
    const viaGraphql = fresh('gql');
    const asked = await mail.gql(SAVE, { input: { ...general, email: viaGraphql } }, me);
    expect(asked.data).toEqual({ updateAccountGeneral: { general: { email: person.email, pendingEmail: viaGraphql, fullName: general.fullName } } });
    await lettersOf('email_change', viaGraphql);
  });
});
