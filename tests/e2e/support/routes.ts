/**
 * Every screen of spec section 2 and the app screens it implies: the list the accessibility and layout checks
 * walk (tests/e2e/accessibility.test.ts in CI, tests/e2e/audit.ts for the full matrix). A new screen adds one line
 * here, and both check it.
 */
export interface ScreenRoute {
  path: string;
  /** `public`: opened signed out; `shell`: signed in, inside the menu and navbar; `blank`: signed in, a page alone. */
  kind: 'public' | 'shell' | 'blank';
  /** Also checked right-to-left and in English in CI (a representative set; the audit checks them all). */
  representative?: boolean;
}

const publicPaths = [
  '/login',
  '/register',
  '/forgot-password',
  ...['basic', 'cover'].flatMap((variant) =>
    ['login', 'register', 'forgot-password', 'reset-password', 'verify-email', 'two-steps'].map((page) => `/pages/${page}-${variant}`),
  ),
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  '/invite',
];

const shellPaths = [
  '/',
  '/dashboard/analytics',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/user/list',
  '/apps/user/view',
  '/apps/user/import',
  '/apps/roles',
  '/apps/permissions',
  '/apps/accounts',
  '/apps/audit-log',
  '/apps/mail-log',
  '/access-control',
  '/apps/invoice/list',
  '/apps/invoice/preview/4960',
  '/apps/invoice/edit/4960',
  '/apps/invoice/add',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/product-detail/apple-iphone-15',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/datatables',
  '/tables',
  '/pages/account-settings',
  '/pages/account-settings?tab=security',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/knowledge-base/getting-started',
  '/pages/knowledge-base/getting-started/create-account',
  '/pages/pricing',
  '/pages/blog/list',
  '/pages/blog/detail',
  '/pages/blog/edit',
  '/pages/license',
  '/pages/api-key',
  '/pages/modal-examples',
  '/ui-element',
  '/components',
  '/cards',
  '/extensions',
  '/forms',
  '/charts',
  '/page-layout',
  '/colors',
  '/icons',
];

/** Right-to-left and English in CI: the entry page, the shell's busiest apps and a form. */
const REPRESENTATIVE = new Set(['/login', '/', '/apps/email', '/apps/chat', '/apps/todo', '/apps/invoice/list', '/pages/account-settings']);

export const SCREENS: ScreenRoute[] = [
  ...publicPaths.map((path) => ({ path, kind: 'public' as const })),
  ...shellPaths.map((path) => ({ path, kind: 'shell' as const })),
  { path: '/apps/invoice/print/4960', kind: 'blank' as const },
].map((screen) => ({ ...screen, representative: REPRESENTATIVE.has(screen.path) }));
