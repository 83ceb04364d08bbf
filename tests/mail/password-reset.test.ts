import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { RESET_LINK_REFUSED } from '../../server/auth/password-reset.js';
import { newPerson, PASSWORD, readStatus, refresh, signIn, bearer } from '../sessions/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { linkIn, recipientsOf } from './smtp.js';
import { PUBLIC_URL, useMailApp } from './support.js';

const NEW_PASSWORD = 'a-brand-new-one-7';
const RESET_PAGE = '/pages/reset-password-cover';

/**
 * Forgotten passwords end to end, on both faces and both stores, against a real SMTP server in the test process:
 * the letter arrives once, in the account's language (whoever asked), with a link that resets once; the answer never tells whether
 * the address has an account.
 */
describe.each(STORE_NAMES)('password reset by letter on the %s store', (store) => {
  const mail = useMailApp(store);

  const forgot = (email: string, language = 'ru') =>
    mail.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, headers: { 'accept-language': language } });
  const resetRest = (token: string, password: string) => mail.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
  // A new person also gets a letter to verify the address: only letters with a reset link count here.
  const isResetTo = (email: string) => (letter: ParsedMail) => recipientsOf(letter).includes(email) && (letter.text ?? '').includes(RESET_PAGE);
  const letterTo = async (email: string) => (await mail.smtp.arrived(isResetTo(email)))[0]!;
  const lettersTo = (email: string) => mail.smtp.letters.filter(isResetTo(email));

  it('answers 204 for a known and an unknown address alike; only the account gets a letter, once, in its own language', async () => {
    // Registered from an English interface; the forgot page happens to be in Ukrainian: the account's language wins.
    const person = await newPerson(mail.app, 'en-GB,en;q=0.9');
    const known = await forgot(person.email, 'uk');
    const unknown = await forgot(`nobody.${Date.now()}@example.com`, 'en');
    expect([known.statusCode, known.body]).toEqual([204, '']);
    expect([unknown.statusCode, unknown.body]).toEqual([204, '']);
    const letter = await letterTo(person.email);
    await mail.app.mail.settled();
    expect(letter.subject).toBe('Aurora CRM: reset your password');
    expect(letter.html).toContain('Choose a new password');
    const link = linkIn(letter, RESET_PAGE);
    expect(link.origin).toBe(PUBLIC_URL);
    expect(link.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await mail.app.repositories.mail.list()).letters.filter((l) => l.to.includes(person.email) && l.kind === 'password_reset')).toHaveLength(1);
  });

  it('writes the letter in Russian by default and in the language the person switched to, also when an administrator sends it', async () => {
    const ru = await newPerson(mail.app, '');
    const uk = await newPerson(mail.app);
    const switched = await mail.gql('mutation { setInterfaceLanguage(language: uk) { language } }', {}, bearer(uk.tokens.accessToken));
    expect(switched).toEqual({ data: { setInterfaceLanguage: { language: 'uk' } } });
    await forgot(ru.email, 'en');
    await forgot(uk.email, 'en');
    expect((await letterTo(ru.email)).subject).toBe('Aurora CRM: сброс пароля');
    expect((await letterTo(uk.email)).subject).toBe('Aurora CRM: скидання пароля');

    // An administrator working in English sends the Ukrainian speaker a reset from the accounts screen: Ukrainian.
    const admin = { ...bearer((await signIn(mail.app, 'admin@demo.com', { password: 'admin' })).accessToken), 'accept-language': 'en' };
    const id = (await mail.app.repositories.accounts.findByEmail(uk.email))!.id;
    expect(await mail.gql('mutation ($id: ID!) { sendPasswordReset(id: $id) }', { id: String(id) }, admin)).toEqual({ data: { sendPasswordReset: true } });
    const letters = await mail.smtp.arrived(isResetTo(uk.email), 2);
    expect(letters[1]!.subject).toBe('Aurora CRM: скидання пароля');
  });

  it('GraphQL answers true for either address, as REST does', async () => {
    const person = await newPerson(mail.app);
    const mutation = 'mutation ($email: EmailAddress!) { requestPasswordReset(email: $email) }';
    expect(await mail.gql(mutation, { email: person.email })).toEqual({ data: { requestPasswordReset: true } });
    expect(await mail.gql(mutation, { email: `nobody.gql.${Date.now()}@example.com` })).toEqual({ data: { requestPasswordReset: true } });
    expect(linkIn(await letterTo(person.email), RESET_PAGE).searchParams.get('token')).toBeTruthy();
  });

  it('a link resets once: the old password and every session end, the new password signs in, the link is then refused', async () => {
    const person = await newPerson(mail.app);
    const elsewhere = await signIn(mail.app, person.email);
    await forgot(person.email);
    const token = linkIn(await letterTo(person.email), RESET_PAGE).searchParams.get('token')!;
    expect(await mail.gql('query ($token: String!) { passwordResetEmail(token: $token) }', { token })).toEqual({ data: { passwordResetEmail: person.email } });
    const reset = await resetRest(token, NEW_PASSWORD);
    expect(reset.statusCode, reset.body).toBe(204);
    expect(await readStatus(mail.app, person.tokens.accessToken)).toBe(401);
    expect(await readStatus(mail.app, elsewhere.accessToken)).toBe(401);
    expect((await refresh(mail.app, elsewhere.refreshToken)).statusCode).toBe(401);
    const old = await mail.app.inject({ method: 'POST', url: '/jwt/login', payload: { email: person.email, password: PASSWORD } });
    expect(old.statusCode).toBe(400);
    const fresh = await signIn(mail.app, person.email, { password: NEW_PASSWORD });
    expect(await readStatus(mail.app, fresh.accessToken)).toBe(200);
    const again = await resetRest(token, 'yet-another-one-8');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: `token: ${RESET_LINK_REFUSED}` });
    expect(await mail.gql('query ($token: String!) { passwordResetEmail(token: $token) }', { token })).toEqual({ data: { passwordResetEmail: null } });
    const events = await mail.app.inject({ method: 'GET', url: '/api/audit-log?perPage=100', headers: bearer((await signIn(mail.app, 'admin@demo.com', { password: 'admin' })).accessToken) });
    const text = events.body;
    expect(text).toContain('password_reset');
    expect(text).not.toContain(token);
  });

  it('GraphQL resets too, and refuses the used link with BAD_USER_INPUT naming token', async () => {
    const person = await newPerson(mail.app);
    await mail.gql('mutation ($email: EmailAddress!) { requestPasswordReset(email: $email) }', { email: person.email });
    const token = linkIn(await letterTo(person.email), RESET_PAGE).searchParams.get('token')!;
    const mutation = 'mutation ($token: String!, $password: String!) { resetPassword(token: $token, password: $password) }';
    expect(await mail.gql(mutation, { token, password: NEW_PASSWORD })).toEqual({ data: { resetPassword: true } });
    const again = await mail.gql(mutation, { token, password: NEW_PASSWORD });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
    await signIn(mail.app, person.email, { password: NEW_PASSWORD });
  });

  it('refuses an expired link with the same message as an unknown one, and a malformed token or a weak password naming the field', async () => {
    const person = await newPerson(mail.app);
    await forgot(person.email);
    const token = linkIn(await letterTo(person.email), RESET_PAGE).searchParams.get('token')!;
    const weak = await resetRest(token, 'short');
    expect([weak.statusCode, weak.json().message]).toEqual([400, expect.stringMatching(/^password: /)]);
    const malformed = await resetRest('not a token', NEW_PASSWORD);
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'token: is not a reset token']);
    const unknown = await resetRest('A'.repeat(43), NEW_PASSWORD);
    expect([unknown.statusCode, unknown.json().message]).toEqual([400, `token: ${RESET_LINK_REFUSED}`]);
    mail.offsetMs = 1801 * 1000;
    try {
      const expired = await resetRest(token, NEW_PASSWORD);
      expect([expired.statusCode, expired.json().message]).toEqual([400, `token: ${RESET_LINK_REFUSED}`]);
    } finally {
      mail.offsetMs = 0;
    }
    await signIn(mail.app, person.email);
  });

  it('refuses an address with a line break (header injection) naming email, on both faces', async () => {
    const res = await forgot('victim@example.com\r\nBcc: everyone@example.com');
    expect([res.statusCode, res.json().message]).toEqual([400, expect.stringMatching(/^email: /)]);
    const gqlRes = await mail.gql('mutation ($email: EmailAddress!) { requestPasswordReset(email: $email) }', { email: 'victim@example.com\r\nBcc: x@example.com' });
    expect(gqlRes.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('sends no letter to a deactivated account, and answers the same', async () => {
    const person = await newPerson(mail.app);
    const admin = await signIn(mail.app, 'admin@demo.com', { password: 'admin' });
    const account = await mail.app.repositories.accounts.findByEmail(person.email);
    const off = await mail.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...bearer(admin.accessToken) },
      payload: { query: 'mutation ($id: ID!) { setAccountActive(id: $id, active: false) { id } }', variables: { id: String(account!.id) } },
    });
    expect(off.json().errors).toBeUndefined();
    expect((await forgot(person.email)).statusCode).toBe(204);
    await mail.app.mail.settled();
    expect((await mail.app.repositories.mail.list({ perPage: 100 })).letters.filter((l) => l.to.includes(person.email) && l.kind === 'password_reset')).toEqual([]);
    expect(lettersTo(person.email)).toEqual([]);
  });

  it('throttles requests for one address: the eleventh within the window is refused with 429', async () => {
    const email = `throttled.${Date.now()}@example.com`;
    for (let i = 0; i < 10; i++) expect((await forgot(email)).statusCode).toBe(204);
    const refused = await forgot(email);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets an administrator send a reset letter (manage Account), recorded without the link', async () => {
    const person = await newPerson(mail.app);
    const account = await mail.app.repositories.accounts.findByEmail(person.email);
    const admin = await signIn(mail.app, 'admin@demo.com', { password: 'admin' });
    const client = await signIn(mail.app, 'client@demo.com', { password: 'client' });
    const mutation = 'mutation ($id: ID!) { sendPasswordReset(id: $id) }';
    expect((await mail.gql(mutation, { id: String(account!.id) }, bearer(client.accessToken))).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await mail.gql(mutation, { id: String(account!.id) }, bearer(admin.accessToken))).toEqual({ data: { sendPasswordReset: true } });
    const token = linkIn(await letterTo(person.email), RESET_PAGE).searchParams.get('token')!;
    expect((await resetRest(token, NEW_PASSWORD)).statusCode).toBe(204);
  });
});
