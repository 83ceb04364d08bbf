import type { Action, Subject } from '../../lib/ability';

/**
 * The vertical (and horizontal) menu: groups of section 2. Titles are i18n keys of the `common`
 * namespace (`menu.*`). An item is shown when the user may `action` the `subject`; a group or
 * header is shown when at least one of its items is.
 */
export interface MenuLink {
  kind: 'link';
  id: string;
  titleKey: string;
  icon: string;
  path: string;
  action: Action;
  subject: Subject;
  /** Extra path prefixes that mark this item active (e.g. /apps/email/* for Email). */
  activePrefix?: string;
}

export interface MenuGroup {
  kind: 'group';
  id: string;
  titleKey: string;
  icon: string;
  children: MenuLink[];
}

export interface MenuHeader {
  kind: 'header';
  id: string;
  titleKey: string;
}

export type MenuEntry = MenuLink | MenuGroup | MenuHeader;

const link = (
  id: string, icon: string, path: string, subject: Subject, activePrefix?: string, action: Action = 'read',
): MenuLink => ({ kind: 'link', id, titleKey: `menu.${id}`, icon, path, subject, action, activePrefix });

const group = (id: string, icon: string, children: MenuLink[]): MenuGroup => ({ kind: 'group', id, titleKey: `menu.${id}`, icon, children });

const header = (id: string): MenuHeader => ({ kind: 'header', id, titleKey: `menu.${id}` });

export const MENU: MenuEntry[] = [
  group('dashboards', 'home', [
    link('ecommerceDashboard', 'dashboard', '/', 'Analytics'),
    link('analyticsDashboard', 'timeline-line-chart', '/dashboard/analytics', 'Analytics'),
  ]),
  header('appsAndPages'),
  link('email', 'envelope', '/apps/email', 'Email', '/apps/email'),
  link('chat', 'chat', '/apps/chat', 'Chat'),
  link('todo', 'tick-circle', '/apps/todo', 'Task', '/apps/todo'),
  link('calendar', 'calendar', '/apps/calendar', 'Event'),
  group('invoice', 'document', [
    link('invoiceList', 'list', '/apps/invoice/list', 'Invoice', '/apps/invoice/preview'),
    link('invoiceAdd', 'add', '/apps/invoice/add', 'Invoice', '/apps/invoice/edit'),
  ]),
  group('ecommerce', 'shopping-cart', [
    link('shop', 'shop', '/apps/ecommerce/shop', 'Product', '/apps/ecommerce/product-detail'),
    link('wishlist', 'heart', '/apps/ecommerce/wishlist', 'Product'),
    link('checkout', 'shopping-cart', '/apps/ecommerce/checkout', 'Product'),
  ]),
  group('user', 'people', [
    link('userList', 'list', '/apps/user/list', 'User'),
    link('userView', 'person', '/apps/user/view', 'User', '/apps/user/view'),
  ]),
  group('rolesPermissions', 'shield', [
    link('roles', 'shield', '/apps/roles', 'Permission'),
    link('permissions', 'lock', '/apps/permissions', 'Permission'),
    link('accounts', 'id-number', '/apps/accounts', 'Account'),
    link('auditLog', 'history', '/apps/audit-log', 'AuditLog'),
    link('mailLog', 'envelope', '/apps/mail-log', 'MailLog'),
  ]),
  group('pages', 'document-open', [
    link('accountSettings', 'cog', '/pages/account-settings', 'Auth'),
    link('profile', 'id-number', '/pages/profile', 'Content'),
    link('faq', 'help', '/pages/faq', 'Content'),
    link('knowledgeBase', 'book', '/pages/knowledge-base', 'Content', '/pages/knowledge-base'),
    link('pricing', 'dollar', '/pages/pricing', 'Content'),
    link('blogList', 'manual', '/pages/blog/list', 'Content'),
    link('blogDetail', 'document-open', '/pages/blog/detail', 'Content', '/pages/blog/detail'),
    link('blogEdit', 'edit', '/pages/blog/edit', 'Content', '/pages/blog/edit'),
    link('license', 'endorsed', '/pages/license', 'Content'),
    link('apiKey', 'key', '/pages/api-key', 'Auth'),
    link('modalExamples', 'applications', '/pages/modal-examples', 'Content'),
  ]),
  group('authPages', 'lock', [
    link('loginBasic', 'log-in', '/pages/login-basic', 'Auth'),
    link('loginCover', 'log-in', '/pages/login-cover', 'Auth'),
    link('registerBasic', 'new-person', '/pages/register-basic', 'Auth'),
    link('registerCover', 'new-person', '/pages/register-cover', 'Auth'),
    link('forgotPasswordBasic', 'unlock', '/pages/forgot-password-basic', 'Auth'),
    link('forgotPasswordCover', 'unlock', '/pages/forgot-password-cover', 'Auth'),
    link('resetPasswordBasic', 'reset', '/pages/reset-password-basic', 'Auth'),
    link('resetPasswordCover', 'reset', '/pages/reset-password-cover', 'Auth'),
    link('verifyEmailBasic', 'confirm', '/pages/verify-email-basic', 'Auth'),
    link('verifyEmailCover', 'confirm', '/pages/verify-email-cover', 'Auth'),
    link('twoStepsBasic', 'mobile-phone', '/pages/two-steps-basic', 'Auth'),
    link('twoStepsCover', 'mobile-phone', '/pages/two-steps-cover', 'Auth'),
  ]),
  group('misc', 'warning-sign', [
    link('comingSoon', 'time', '/misc/coming-soon', 'Auth'),
    link('notAuthorized', 'disable', '/misc/not-authorized', 'Auth'),
    link('maintenance', 'wrench', '/misc/maintenance', 'Auth'),
    link('error', 'error', '/misc/error', 'Auth'),
  ]),
  link('accessControl', 'key', '/access-control', 'ACL'),
  header('userInterface'),
  link('uiElements', 'widget', '/ui-element', 'Content'),
  link('components', 'cube', '/components', 'Content'),
  link('cards', 'credit-card', '/cards', 'Content'),
  link('extensions', 'layers', '/extensions', 'Content'),
  header('formsAndTables'),
  link('forms', 'form', '/forms', 'Content'),
  link('tables', 'th-list', '/tables', 'Content'),
  link('datatables', 'th', '/datatables', 'Employee'),
  header('chartsAndMore'),
  link('charts', 'chart', '/charts', 'Content'),
  link('pageLayout', 'page-layout', '/page-layout', 'Content'),
  link('colors', 'tint', '/colors', 'Content'),
  link('icons', 'star', '/icons', 'Content'),
];
