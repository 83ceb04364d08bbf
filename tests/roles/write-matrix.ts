import type { FastifyInstance } from 'fastify';
import type { Action, Subject } from '../../server/access/abilities.js';
import { DEMO_ROLES, expectedAbility } from './support.js';

/**
 * Every write of both faces with the rule it needs (docs/rest.md, schema docs), and a request that is
 * refused however allowed it is: REST with a body or id the route's validation refuses (400), GraphQL with
 * well-typed arguments the repository refuses (an unknown id, a taken name, an empty title). The auth check comes
 * first on both faces, so a forbidden role gets 403 / FORBIDDEN and an allowed one the validation's answer, and no
 * attempt changes anything.
 */
export type Needs = readonly [Action, Subject];

export interface RestWrite {
  method: 'POST' | 'DELETE';
  /** The route as /docs/json lists it ({param} for path parameters). */
  route: string;
  needs: Needs;
  url?: string;
  payload?: unknown;
}

export interface GraphQLWrite {
  mutation: string;
  needs: Needs;
  query: string;
  variables?: Record<string, unknown> | ((app: FastifyInstance) => Promise<Record<string, unknown>>);
  /** No well-typed arguments are refused: an allowed role's attempt succeeds and writes (made last). */
  writes?: true;
}

export const REST_WRITES: readonly RestWrite[] = [
  { method: 'POST', route: '/api/bookmarks/update', needs: ['update', 'Bookmark'], payload: { id: true } },
  { method: 'POST', route: '/apps/users/add-user', needs: ['create', 'User'], payload: { fullName: 1 } },
  { method: 'DELETE', route: '/apps/users/delete', needs: ['delete', 'User'] },
  { method: 'POST', route: '/apps/ecommerce/wishlist', needs: ['update', 'Product'], payload: { productId: true } },
  { method: 'DELETE', route: '/apps/ecommerce/wishlist/{productId}', needs: ['update', 'Product'], url: '/apps/ecommerce/wishlist/abc' },
  { method: 'POST', route: '/apps/ecommerce/cart', needs: ['update', 'Product'], payload: { productId: [4] } },
  { method: 'DELETE', route: '/apps/ecommerce/cart/{productId}', needs: ['update', 'Product'], url: '/apps/ecommerce/cart/abc' },
  { method: 'POST', route: '/apps/email/update-emails', needs: ['update', 'Email'], payload: { emailIds: 'all' } },
  { method: 'POST', route: '/apps/email/update-emails-label', needs: ['update', 'Email'], payload: { emailIds: true } },
  { method: 'POST', route: '/apps/chat/send-msg', needs: ['create', 'Chat'], payload: { obj: 'text' } },
  { method: 'POST', route: '/apps/calendar/add-event', needs: ['create', 'Event'], payload: { event: 'x' } },
  { method: 'POST', route: '/apps/calendar/update-event', needs: ['update', 'Event'], payload: { event: 'x' } },
  { method: 'DELETE', route: '/apps/calendar/remove-event', needs: ['delete', 'Event'] },
  { method: 'POST', route: '/apps/invoice/add-invoice', needs: ['create', 'Invoice'], payload: { clientId: '3' } },
  { method: 'POST', route: '/apps/invoice/update-invoice', needs: ['update', 'Invoice'], payload: { id: '4990' } },
  { method: 'DELETE', route: '/apps/invoice/delete', needs: ['delete', 'Invoice'] },
  { method: 'POST', route: '/apps/todo/add-tasks', needs: ['create', 'Task'], payload: { task: 'x' } },
  { method: 'POST', route: '/apps/todo/update-task', needs: ['update', 'Task'], payload: { task: 'x' } },
  { method: 'DELETE', route: '/apps/todo/delete-task', needs: ['delete', 'Task'] },
  { method: 'POST', route: '/apps/permissions/add-permission', needs: ['create', 'Permission'], payload: { name: 1 } },
  { method: 'POST', route: '/apps/permissions/update-permission', needs: ['update', 'Permission'], payload: { id: true, name: 'x' } },
  { method: 'DELETE', route: '/apps/permissions/delete', needs: ['delete', 'Permission'] },
  { method: 'POST', route: '/account-setting/general', needs: ['update', 'Content'], payload: {} },
  { method: 'POST', route: '/account-setting/info', needs: ['update', 'Content'], payload: { bio: 1 } },
  { method: 'POST', route: '/account-setting/social', needs: ['update', 'Content'], payload: { socialLinks: 'x' } },
  { method: 'POST', route: '/account-setting/notification', needs: ['update', 'Content'], payload: { followMe: 'yes' } },
  // An upload into a list needs that list's `create` (here the users'; `?list=tasks` needs `create Task`), checked before the body is read.
  // One upload route, the list's own ability: each list is its own row of the matrix.
  { method: 'POST', route: '/api/imports', needs: ['create', 'User'], url: '/api/imports?list=users', payload: {} },
  { method: 'POST', route: '/api/imports', needs: ['create', 'Task'], url: '/api/imports?list=tasks', payload: {} },
  { method: 'POST', route: '/api/imports', needs: ['create', 'Employee'], url: '/api/imports?list=employees', payload: {} },
  // An import is its uploader's alone (its list's rules are checked again at the start): any signed-in account may try.
  { method: 'POST', route: '/api/imports/{id}/start', needs: ['read', 'Auth'], url: '/api/imports/not-an-id/start', payload: {} },
  { method: 'POST', route: '/api/imports/{id}/cancel', needs: ['read', 'Auth'], url: '/api/imports/not-an-id/cancel' },
  { method: 'DELETE', route: '/api/imports/{id}', needs: ['read', 'Auth'], url: '/api/imports/not-an-id' },
  // Every signed-in account's own password: `read Auth`, which every role has.
  { method: 'POST', route: '/account-setting/password', needs: ['read', 'Auth'], payload: {} },
];

const NO = '"999999"';

export const GRAPHQL_WRITES: readonly GraphQLWrite[] = [
  { mutation: 'addEvent', needs: ['create', 'Event'], query: 'mutation { addEvent(input: { title: "", start: "2026-05-01T10:00:00Z", end: "2026-05-01T11:00:00Z", extendedProps: { calendar: Business } }) { id } }' },
  { mutation: 'updateEvent', needs: ['update', 'Event'], query: `mutation { updateEvent(id: ${NO}, input: { title: "x" }) { id } }` },
  { mutation: 'removeEvent', needs: ['delete', 'Event'], query: `mutation { removeEvent(id: ${NO}) { id } }` },
  { mutation: 'openChat', needs: ['update', 'Chat'], query: `mutation { openChat(contactId: ${NO}) { id } }` },
  { mutation: 'sendMessage', needs: ['create', 'Chat'], query: `mutation { sendMessage(contactId: ${NO}, message: "Привет") { message { id } } }` },
  { mutation: 'updateChatProfile', needs: ['update', 'Chat'], query: 'mutation ($about: String) { updateChatProfile(input: { about: $about }) { id } }', variables: { about: 'я'.repeat(501) } },
  { mutation: 'setChatTyping', needs: ['create', 'Chat'], query: `mutation { setChatTyping(contactId: ${NO}, isTyping: true) }` },
  { mutation: 'updateBlogPost', needs: ['update', 'Content'], query: `mutation { updateBlogPost(id: ${NO}, input: { title: "x", slug: "x", categories: [], status: Published, excerpt: "x", featuredImage: "/images/x.png" }) { id } }` },
  { mutation: 'toggleBlogBookmark', needs: ['update', 'Content'], query: `mutation { toggleBlogBookmark(id: ${NO}) { id } }` },
  { mutation: 'addBlogComment', needs: ['create', 'Content'], query: `mutation { addBlogComment(id: ${NO}, text: "Отлично") { id } }` },
  { mutation: 'likePost', needs: ['update', 'Content'], query: `mutation { likePost(id: ${NO}) { id } }` },
  { mutation: 'votePoll', needs: ['update', 'Content'], query: `mutation { votePoll(option: ${NO}) { id } }` },
  { mutation: 'updateAccountGeneral', needs: ['update', 'Content'], query: 'mutation { updateAccountGeneral(input: { username: "!!", fullName: "Анна", email: "anna@demo.com", company: "" }) { id } }' },
  { mutation: 'updateAccountInfo', needs: ['update', 'Content'], query: 'mutation { updateAccountInfo(input: { bio: "", country: "", phone: "телефон" }) { id } }' },
  { mutation: 'updateAccountSocial', needs: ['update', 'Content'], query: 'mutation { updateAccountSocial(input: { socialLinks: {}, connections: [{ id: "myspace", connected: true }] }) { id } }' },
  // Six booleans cannot be wrong: an allowed role really saves them (what it would see anyway).
  {
    mutation: 'updateAccountNotifications',
    needs: ['update', 'Content'],
    writes: true,
    query: 'mutation { updateAccountNotifications(input: { commentOnArticle: true, answerOnForm: true, followMe: false, newAnnouncements: true, productUpdates: false, blogDigest: true }) { id } }',
  },
  // Every signed-in account's own password and sessions: `read Auth`, which every role has. A new
  // password the rule refuses changes nothing; an id that is no session of the caller's ends nothing.
  { mutation: 'changePassword', needs: ['read', 'Auth'], query: 'mutation { changePassword(currentPassword: "wrong", newPassword: "short") { ok } }' },
  { mutation: 'endSession', needs: ['read', 'Auth'], query: 'mutation { endSession(id: "no-such-session") { endedSessionIds } }' },
  { mutation: 'addToWishlist', needs: ['update', 'Product'], query: `mutation { addToWishlist(productId: ${NO}) { id } }` },
  { mutation: 'removeFromWishlist', needs: ['update', 'Product'], query: `mutation { removeFromWishlist(productId: ${NO}) { id } }` },
  { mutation: 'addToCart', needs: ['update', 'Product'], query: `mutation { addToCart(productId: ${NO}) { id } }` },
  { mutation: 'removeFromCart', needs: ['update', 'Product'], query: `mutation { removeFromCart(productId: ${NO}) { id } }` },
  { mutation: 'updateCartItemQuantity', needs: ['update', 'Product'], query: `mutation { updateCartItemQuantity(productId: ${NO}, qty: 2) { id } }` },
  { mutation: 'updateEmails', needs: ['update', 'Email'], query: `mutation { updateEmails(ids: [${NO}], input: { isStarred: true }) { emails { id } } }` },
  { mutation: 'toggleEmailLabel', needs: ['update', 'Email'], query: `mutation { toggleEmailLabel(ids: [${NO}], label: company) { emails { id } } }` },
  { mutation: 'sendEmail', needs: ['create', 'Email'], query: 'mutation { sendEmail(input: { to: [], subject: "Тема", message: "Текст" }) { email { id } } }' },
  { mutation: 'saveDraft', needs: ['create', 'Email'], query: 'mutation ($subject: String!) { saveDraft(input: { to: [], subject: $subject, message: "" }) { email { id } } }', variables: { subject: 'я'.repeat(1001) } },
  { mutation: 'addInvoice', needs: ['create', 'Invoice'], query: `mutation { addInvoice(input: { clientId: ${NO}, issuedDate: "2026-05-01", dueDate: "2026-05-30", service: "Аудит", total: 100, balance: 0, invoiceStatus: Sent }) { id } }` },
  { mutation: 'updateInvoice', needs: ['update', 'Invoice'], query: `mutation { updateInvoice(id: ${NO}, input: { clientId: "3", issuedDate: "2026-05-01", dueDate: "2026-05-30", service: "Аудит", total: 100, balance: 0, invoiceStatus: Sent }) { id } }` },
  { mutation: 'deleteInvoice', needs: ['delete', 'Invoice'], query: `mutation { deleteInvoice(id: ${NO}) { id } }` },
  { mutation: 'sendInvoice', needs: ['update', 'Invoice'], query: `mutation { sendInvoice(id: ${NO}, input: { to: ["billing@client.example"], subject: "Счёт", message: "", attachPdf: true }) { id } }` },
  { mutation: 'markNotificationsRead', needs: ['read', 'Auth'], query: 'mutation { markNotificationsRead(ids: ["0"]) { unreadCount } }' },
  // With nothing unread (the seed raises no notification) it succeeds and changes nothing.
  { mutation: 'markAllNotificationsRead', needs: ['read', 'Auth'], query: 'mutation { markAllNotificationsRead { unreadCount } }' },
  { mutation: 'addPermission', needs: ['create', 'Permission'], query: 'mutation { addPermission(name: "Просмотр счетов") { id } }' },
  { mutation: 'updatePermission', needs: ['update', 'Permission'], query: `mutation { updatePermission(id: ${NO}, assignedTo: [manager]) { id } }` },
  { mutation: 'deletePermission', needs: ['delete', 'Permission'], query: `mutation { deletePermission(id: ${NO}) { id } }` },
  { mutation: 'toggleBookmark', needs: ['update', 'Bookmark'], query: `mutation { toggleBookmark(id: ${NO}) { id } }` },
  { mutation: 'addTask', needs: ['create', 'Task'], query: 'mutation { addTask(input: { title: "  ", dueDate: "2026-05-01T10:00:00Z" }) { id } }' },
  { mutation: 'updateTask', needs: ['update', 'Task'], query: `mutation { updateTask(id: ${NO}, input: { isImportant: true }) { id } }` },
  { mutation: 'deleteTask', needs: ['delete', 'Task'], query: `mutation { deleteTask(id: ${NO}) { id } }` },
  // A selection with both ids and matching: refused before any job starts.
  { mutation: 'bulkUpdateTasks', needs: ['update', 'Task'], query: 'mutation { bulkUpdateTasks(selection: { ids: ["1"], matching: { q: "x" } }, patch: { isImportant: true }) { id } }' },
  { mutation: 'bulkDeleteTasks', needs: ['delete', 'Task'], query: 'mutation { bulkDeleteTasks(selection: { ids: ["1"], matching: { q: "x" } }) { id } }' },
  { mutation: 'bulkUpdateUsers', needs: ['update', 'User'], query: 'mutation { bulkUpdateUsers(selection: { ids: ["1"], matching: { q: "x" } }, patch: { status: active }) { id } }' },
  { mutation: 'bulkDeleteUsers', needs: ['delete', 'User'], query: 'mutation { bulkDeleteUsers(selection: { ids: ["1"], matching: { q: "x" } }) { id } }' },
  { mutation: 'bulkMarkInvoicesSent', needs: ['update', 'Invoice'], query: 'mutation { bulkMarkInvoicesSent(selection: { ids: ["1"], matching: { q: "x" } }) { id } }' },
  { mutation: 'bulkDeleteInvoices', needs: ['delete', 'Invoice'], query: 'mutation { bulkDeleteInvoices(selection: { ids: ["1"], matching: { q: "x" } }) { id } }' },
  { mutation: 'updateEmployee', needs: ['update', 'Employee'], query: `mutation { updateEmployee(id: ${NO}, input: { status: 2 }) { id } }` },
  { mutation: 'createEmployee', needs: ['create', 'Employee'], query: 'mutation { createEmployee(input: { fullName: "Ольга", post: "Юрист", email: "olga@aurora.test", city: "Казань", startedOn: "2024-03-07", salary: 100, age: 30, experienceYears: 2, status: 9 }) { id } }' },
  { mutation: 'bulkUpdateEmployees', needs: ['update', 'Employee'], query: 'mutation { bulkUpdateEmployees(selection: { ids: ["1"], matching: { q: "x" } }, patch: { status: 2 }) { id } }' },
  { mutation: 'restoreAuditBatch', needs: ['read', 'AuditLog'], query: 'mutation { restoreAuditBatch(batchId: "no-batch") { id } }' },
  // Every signed-in account's own jobs: an id that is no job of the caller's stops nothing.
  { mutation: 'cancelBulkJob', needs: ['read', 'Auth'], query: 'mutation { cancelBulkJob(id: "00000000-0000-4000-8000-000000000000") { id } }' },
  { mutation: 'cancelImport', needs: ['read', 'Auth'], query: 'mutation { cancelImport(id: "00000000-0000-4000-8000-000000000000") { id } }' },
  // A listed user's e-mail: taken.
  {
    mutation: 'addUser',
    needs: ['create', 'User'],
    query: 'mutation ($email: EmailAddress!) { addUser(input: { fullName: "Дубль", username: "dubl", email: $email, role: editor, currentPlan: team }) { id } }',
    variables: async (app) => ({ email: (await app.repositories.users.all())[0].email }),
  },
  { mutation: 'deleteUser', needs: ['delete', 'User'], query: `mutation { deleteUser(id: ${NO}) { id } }` },
  { mutation: 'createAccount', needs: ['create', 'Account'], query: 'mutation { createAccount(input: { email: "ADMIN@demo.com", fullName: "Дубль", role: user }) { account { id } } }' },
  { mutation: 'updateAccountRole', needs: ['update', 'Account'], query: `mutation { updateAccountRole(id: ${NO}, role: manager) { id } }` },
  { mutation: 'setAccountActive', needs: ['update', 'Account'], query: `mutation { setAccountActive(id: ${NO}, active: false) { id } }` },
  { mutation: 'resetTwoStep', needs: ['manage', 'Account'], query: `mutation { resetTwoStep(accountId: ${NO}) { id } }` },
  { mutation: 'sendPasswordReset', needs: ['manage', 'Account'], query: `mutation { sendPasswordReset(id: ${NO}) }` },
  // The demo accounts' addresses are verified: nothing to send again (CONFLICT).
  { mutation: 'resendVerificationEmail', needs: ['read', 'Auth'], query: 'mutation { resendVerificationEmail }' },
  // One's own address: the demo admin's is one's own or another's, refused either way; nothing waits to resend or cancel.
  { mutation: 'requestEmailChange', needs: ['read', 'Auth'], query: 'mutation { requestEmailChange(email: "admin@demo.com") { id } }' },
  { mutation: 'resendEmailChange', needs: ['read', 'Auth'], query: 'mutation { resendEmailChange { id } }' },
  { mutation: 'cancelEmailChange', needs: ['read', 'Auth'], query: 'mutation { cancelEmailChange { id } }' },
  // Every signed-in account's own two-step sign-in: `read Auth`. Nothing waits to be confirmed and nothing is on
  // to turn off, so both are refused and change nothing; beginning writes a secret that waits (made last).
  { mutation: 'confirmTwoStepEnrollment', needs: ['read', 'Auth'], query: 'mutation { confirmTwoStepEnrollment(code: "000000") }' },
  { mutation: 'disableTwoStep', needs: ['read', 'Auth'], query: 'mutation { disableTwoStep(password: "wrong", code: "000000") }' },
  { mutation: 'beginTwoStepEnrollment', needs: ['read', 'Auth'], writes: true, query: 'mutation { beginTwoStepEnrollment { secret } }' },
  // One's own interface language: every value the type admits is taken (the demo accounts' own, ru, is written again).
  { mutation: 'setInterfaceLanguage', needs: ['read', 'Auth'], writes: true, query: 'mutation { setInterfaceLanguage(language: ru) { id } }' },
  // One's own API key ("Доступ к API"): a name of spaces only is refused.
  { mutation: 'createApiKey', needs: ['create', 'ApiKey'], query: 'mutation { createApiKey(input: { name: "  ", access: READ }) { secret } }' },
];

/**
 * Mutations open to anyone (signing in and its second step, registering, refreshing, accepting an invitation, a
 * forgotten password's letter and its link, an address's verification link), and
 * those that end the caller's own sessions, which any signed-in account may do (tests/sessions): not rows of the matrix.
 */
export const PUBLIC_MUTATIONS = [
  'login',
  'completeSignIn',
  'register',
  'refreshToken',
  'acceptInvitation',
  'logout',
  'endOtherSessions',
  'requestPasswordReset',
  'resetPassword',
  'verifyEmail',
] as const;

/**
 * Mutations whose rule depends on the record they touch, not one row of the matrix: undoing an audit event needs the
 * reverse write's ability on that event's subject (tests/audit/restore.test.ts); a saved view needs reading its list,
 * and changing one is its owner's (private) or needs `manage View` (shared) (tests/saved-views/graphql.test.ts).
 */
export const PER_RECORD_MUTATIONS = ['restoreAuditEvent', 'saveView', 'updateView', 'deleteView', 'revokeApiKey'] as const;

/**
 * The matrix docs/roles-and-permissions.md prints ("Who may write what"): one row per rule, the writes that need it on both faces,
 * and whether each role's demo account may (✓) or may not (—).
 */
export function matrixMarkdown(): string {
  const rules = new Map<string, { rest: string[]; graphql: string[] }>();
  const row = ([action, subject]: Needs) => {
    const key = `${action} ${subject}`;
    let entry = rules.get(key);
    if (!entry) rules.set(key, (entry = { rest: [], graphql: [] }));
    return entry;
  };
  for (const write of REST_WRITES) row(write.needs).rest.push(`${write.method} ${write.route}`);
  for (const write of GRAPHQL_WRITES) row(write.needs).graphql.push(write.mutation);
  const abilities = DEMO_ROLES.map((role) => expectedAbility(role));
  const lines = [`| rule | REST | GraphQL | ${DEMO_ROLES.join(' | ')} |`, `|---|---|---|${DEMO_ROLES.map(() => ':-:').join('|')}|`];
  for (const [key, { rest, graphql }] of [...rules].sort(([a], [b]) => a.split(' ')[1].localeCompare(b.split(' ')[1]) || a.localeCompare(b))) {
    const [action, subject] = key.split(' ') as [Action, Subject];
    const cells = abilities.map((ability) => (ability.can(action, subject) ? '✓' : '—'));
    lines.push(`| \`${key}\` | ${rest.map((r) => `\`${r}\``).join(', ') || '—'} | ${graphql.map((g) => `\`${g}\``).join(', ')} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
