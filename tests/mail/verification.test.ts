import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_LINK_REFUSED } from '../../server/auth/email-verification.js';
import { bearer, newPerson, signIn } from '../sessions/support.js';
import { STORE_NAMES } from '../stores/support.js';
import { linkIn, recipientsOf, startSmtp, type TestSmtp } from './smtp.js';
import { mailApp, PUBLIC_URL, useMailApp } from './support.js';

const VERIFY_PAGE = '/pages/verify-email-cover';

/** E-mail verification and invitations by letter, on both stores, against a real SMTP server in the test process. */
describe.each(STORE_NAMES)('verification and invitation letters on the %s store', (store) => {
  const mail = useMailApp(store);

  const lettersTo = (email: string, count = 1) => mail.smtp.arrived((letter) => recipientsOf(letter).includes(email), count);
  const VERIFY = 'mutation ($token: String!) { verifyEmail(token: $token) }';
  const ME = '{ me { email emailVerified } }';

  it('a registration gets one verification letter; its link verifies the address once, then is refused', async () => {
    const person = await newPerson(mail.app);
    const me = bearer(person.tokens.accessToken);
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: person.email, emailVerified: false } });
    const [letter] = await lettersTo(person.email);
    expect(letter!.subject).toBe('Aurora CRM: подтвердите адрес почты');
    const link = linkIn(letter!, VERIFY_PAGE);
    expect(link.origin).toBe(PUBLIC_URL);
    const token = link.searchParams.get('token')!;
    expect(await mail.gql(VERIFY, { token })).toEqual({ data: { verifyEmail: true } });
    expect((await mail.gql(ME, {}, me)).data).toEqual({ me: { email: person.email, emailVerified: true } });
    const again = await mail.gql(VERIFY, { token });
    expect(again.errors?.[0]).toMatchObject({ message: `token: ${VERIFICATION_LINK_REFUSED}`, extensions: { code: 'BAD_USER_INPUT', field: 'token' } });
    expect((await mail.gql(VERIFY, { token: 'short' })).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'token' });
  });

  it('resends at most once a minute, in the account language; the new link works, an expired one does not', async () => {
    // Registered in English: the first letter is English; switched to Ukrainian, the next one is Ukrainian.
    const person = await newPerson(mail.app, 'en');
    const me = bearer(person.tokens.accessToken);
    expect((await lettersTo(person.email))[0]!.subject).toBe('Aurora CRM: confirm your e-mail address');
    expect((await mail.gql('mutation { setInterfaceLanguage(language: uk) { language } }', {}, me)).data).toEqual({ setInterfaceLanguage: { language: 'uk' } });
    const RESEND = 'mutation { resendVerificationEmail }';
    const soon = await mail.gql(RESEND, {}, me);
    expect(soon.errors?.[0]?.extensions).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfter: expect.any(Number) });
    mail.offsetMs = 61_000;
    try {
      expect(await mail.gql(RESEND, {}, { ...me, 'accept-language': 'ru' })).toEqual({ data: { resendVerificationEmail: true } });
    } finally {
      mail.offsetMs = 0;
    }
    const letters = await lettersTo(person.email, 2);
    expect(letters[1]!.subject).toBe('Aurora CRM: підтвердіть адресу пошти');
    const first = linkIn(letters[0]!, VERIFY_PAGE).searchParams.get('token')!;
    mail.offsetMs = 25 * 3_600_000;
    try {
      expect((await mail.gql(VERIFY, { token: first })).errors?.[0]?.message).toBe(`token: ${VERIFICATION_LINK_REFUSED}`);
    } finally {
      mail.offsetMs = 0;
    }
    expect(await mail.gql(VERIFY, { token: linkIn(letters[1]!, VERIFY_PAGE).searchParams.get('token')! })).toEqual({ data: { verifyEmail: true } });
    expect((await mail.gql(RESEND, {}, me)).errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await mail.gql(RESEND)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('an account created without a password gets the invitation letter, in the administrator\'s language; the administrator still sees the link once', async () => {
    const admin = bearer((await signIn(mail.app, 'admin@demo.com', { password: 'admin' })).accessToken);
    const email = `invited.${Date.now()}@example.com`;
    const created = await mail.gql(
      'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { inviteUrl account { email emailVerified language } } }',
      { input: { email, fullName: 'Приглашённый', role: 'user' } },
      { ...admin, 'accept-language': 'en' },
    );
    expect(created.errors).toBeUndefined();
    const { inviteUrl, account } = (created.data as { createAccount: { inviteUrl: string; account: unknown } }).createAccount;
    expect(account).toEqual({ email, emailVerified: false, language: 'en' });
    const [letter] = await lettersTo(email);
    expect(letter!.subject).toBe('You are invited to Aurora CRM');
    const link = (letter!.text ?? '').match(/https?:\/\/\S+/)![0];
    expect(link).toBe(inviteUrl);
    const token = new URL(link).hash.slice(1);
    const accepted = await mail.gql('mutation ($token: NonEmptyString!, $password: String!) { acceptInvitation(token: $token, password: $password) { userData { email emailVerified } } }', {
      token,
      password: 'invited-and-here-1',
    });
    expect(accepted.data).toEqual({ acceptInvitation: { userData: { email, emailVerified: true } } });
  });
  it('an invitation is written in the language the administrator picks; the account keeps it until the person switches', async () => {
    const admin = { ...bearer((await signIn(mail.app, 'admin@demo.com', { password: 'admin' })).accessToken), 'accept-language': 'ru' };
    const email = `invited.uk.${Date.now()}@example.com`;
    const CREATE = 'mutation ($input: CreateAccountInput!) { createAccount(input: $input) { account { id language } } }';
    const created = await mail.gql(CREATE, { input: { email, fullName: 'Оксана', role: 'user', language: 'uk' } }, admin);
    expect((created.data as { createAccount: { account: { language: string } } }).createAccount.account.language).toBe('uk');
    expect((await lettersTo(email))[0]!.subject).toBe('Запрошення до Aurora CRM');
    expect((await mail.gql(CREATE, { input: { email: `x.${email}`, fullName: 'Оксана', role: 'user', language: 'de' } }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const me = await mail.gql('{ me { language } }', {}, admin);
    expect(me.data).toEqual({ me: { language: 'ru' } });
    const SET = 'mutation ($language: InterfaceLanguage!) { setInterfaceLanguage(language: $language) { language } }';
    expect((await mail.gql(SET, { language: 'de' }, admin)).errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await mail.gql('mutation { setInterfaceLanguage(language: en) { language } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('REGISTRATION_REQUIRE_VERIFIED_EMAIL=true', () => {
  let smtp: TestSmtp;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  beforeAll(async () => {
    smtp = await startSmtp();
    ({ app, close } = await mailApp('memory', { requireVerifiedEmail: true, mail: { smtpUrl: smtp.url } }));
  });
  afterAll(async () => {
    await close?.();
    await smtp?.close();
  });

  it('keeps a new registration to `read Auth` on both faces until its address is verified; then it is whole', async () => {
    const person = await newPerson(app);
    const me = bearer(person.tokens.accessToken);
    const meNow = async () =>
      (await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', ...me }, payload: { query: '{ me { emailVerified emailVerificationRequired ability { action subject } } }' } })).json()
        .data.me;
    expect(await meNow()).toEqual({ emailVerified: false, emailVerificationRequired: true, ability: [{ action: 'read', subject: 'Auth' }] });
    expect((await app.inject({ method: 'GET', url: '/api/users/list/data', headers: me })).statusCode).toBe(403);
    const [letter] = await smtp.arrived((l) => recipientsOf(l).includes(person.email));
    const token = linkIn(letter!, VERIFY_PAGE).searchParams.get('token')!;
    await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: { query: 'mutation ($token: String!) { verifyEmail(token: $token) }', variables: { token } } });
    expect(await meNow()).toMatchObject({ emailVerified: true, emailVerificationRequired: false });
    expect((await app.inject({ method: 'GET', url: '/api/users/list/data', headers: me })).statusCode).toBe(200);
  });
});
