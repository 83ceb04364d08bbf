import { useTranslation } from 'react-i18next';
import type { AuditAction, AuditEventFieldsFragment } from '../../__generated__/graphql';
import { htmlToLine } from '../../lib/html-text';
import { dateTimeFormat, numberFormat } from '../../lib/intl-formats';

/** The kinds of record the log names (server/audit/models.ts AUDIT_SUBJECTS). */
export const AUDIT_SUBJECTS = ['User', 'Account', 'Invoice', 'Task', 'Event', 'Permission', 'Product', 'BlogPost', 'BlogComment', 'SavedView', 'Employee'] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

export const AUDIT_ACTIONS = [
  'create', 'update', 'delete', 'restore', 'sign_in', 'sign_in_failed', 'sign_out', 'password_change', 'role_change', 'deactivate', 'reactivate',
  'two_step_enabled', 'two_step_disabled', 'two_step_reset', 'password_reset_requested', 'password_reset', 'email_verified',
  'email_change_requested', 'email_change',
  'api_key_created', 'api_key_revoked',
] as const satisfies readonly AuditAction[];

export function isAuditSubject(value: string): value is AuditSubject {
  return (AUDIT_SUBJECTS as readonly string[]).includes(value);
}

/** Fields whose values are names of a closed set, shown with their labels (`values.<set>.<value>`). */
const VALUE_SETS = {
  'Invoice.invoiceStatus': 'invoiceStatus',
  'User.role': 'userRole',
  'User.status': 'userStatus',
  'User.currentPlan': 'plan',
  'Account.role': 'accountRole',
  'Task.tags': 'taskTag',
  'Event.extendedProps.calendar': 'calendar',
  'Permission.assignedTo': 'permissionRole',
  'SavedView.sharedWith': 'accountRole',
  'BlogPost.status': 'blogStatus',
} as const;
type ValueSet = (typeof VALUE_SETS)[keyof typeof VALUE_SETS];

/** Amounts of money, shown as such. */
const MONEY = new Set(['Invoice.total', 'Invoice.balance']);
/** Rich text, shown as one line of its text. */
const HTML = new Set(['Task.description', 'BlogPost.excerpt', 'BlogPost.content']);
const LONGEST = 140;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** Where a record of the log is seen in the app, when it still has a page. */
export function recordPath(event: Pick<AuditEventFieldsFragment, 'subject' | 'recordId' | 'changes'>): string | null {
  const { recordId } = event;
  if (!recordId) return null;
  const value = (field: string) => event.changes.find((change) => change.field === field);
  const text = (field: string) => {
    const change = value(field);
    const found = change?.after ?? change?.before;
    return typeof found === 'string' ? found : null;
  };
  switch (event.subject) {
    case 'User':
      return `/apps/user/view/${recordId}`;
    case 'Invoice':
      return `/apps/invoice/preview/${recordId}`;
    case 'Task': {
      const title = text('title');
      return title ? `/apps/todo?q=${encodeURIComponent(title)}` : '/apps/todo';
    }
    case 'Event':
      return '/apps/calendar';
    case 'Permission': {
      const name = text('name');
      return name ? `/apps/permissions?q=${encodeURIComponent(name)}` : '/apps/permissions';
    }
    case 'BlogPost':
      return `/pages/blog/detail/${recordId}`;
    case 'Employee': {
      const email = text('email');
      return email ? `/datatables?q=${encodeURIComponent(email)}` : '/datatables';
    }
    case 'BlogComment': {
      const post = value('postId');
      const id = post?.after ?? post?.before;
      return typeof id === 'number' ? `/pages/blog/detail/${id}` : null;
    }
    default:
      return null;
  }
}

/** Labels and readable values of the log, in the reader's language (namespace `audit`). */
export function useAuditFormat() {
  const { t, i18n } = useTranslation('audit');
  const lng = i18n.language;
  const yes = t('values.yes');
  const no = t('values.no');
  const empty = t('values.empty');
  const money = numberFormat(lng, { style: 'currency', currency: 'USD' });
  const dayFormat = dateTimeFormat(lng, { dateStyle: 'medium', timeZone: 'UTC' });
  const momentFormat = dateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' });

  const subject = (name: string) => (isAuditSubject(name) ? t(`subjects.${name}`) : name);

  function one(value: unknown, key: string): string {
    if (value === null || value === undefined || value === '') return empty;
    if (typeof value === 'boolean') return value ? yes : no;
    if (typeof value === 'number') return MONEY.has(key) ? money.format(value) : String(value);
    if (typeof value === 'string') {
      const set = VALUE_SETS[key as keyof typeof VALUE_SETS] as ValueSet | undefined;
      if (set) return t(`values.${set}.${value}`, { defaultValue: value });
      if (HTML.has(key)) return clip(htmlToLine(value));
      if (DAY.test(value)) return dayFormat.format(new Date(`${value}T00:00:00Z`));
      if (MOMENT.test(value) && !Number.isNaN(Date.parse(value))) return momentFormat.format(new Date(value));
      return clip(value);
    }
    if (Array.isArray(value)) return value.length === 0 ? empty : value.map((item) => one(item, key)).join(', ');
    if (typeof value === 'object') {
      const { action, subject: of } = value as { action?: unknown; subject?: unknown };
      if (typeof action === 'string' && typeof of === 'string') return `${action} ${of}`;
      return clip(JSON.stringify(value));
    }
    return String(value);
  }

  return {
    action: (action: AuditAction) => t(`actions.${action}`),
    subject,
    /** "Счёт #4987", or the task's title when the event carries it. */
    record(event: Pick<AuditEventFieldsFragment, 'subject' | 'recordId' | 'changes'>): string {
      return event.recordId ? t('record', { subject: subject(event.subject), id: event.recordId }) : subject(event.subject);
    },
    field(subjectName: string, field: string): string {
      // A nested field (extendedProps.calendar) is a nested key; unknown ones read as they are named.
      const [head, inner] = field.split('.', 2);
      return inner === undefined ? t(`fields.${subjectName}.${head}`, { defaultValue: field }) : t(`fields.${subjectName}.${head}.${inner}`, { defaultValue: field });
    },
    value: (subjectName: string, field: string, value: unknown) => one(value, `${subjectName}.${field}`),
    time: (at: string) => momentFormat.format(new Date(at)),
    role: (role: string) => t(`values.accountRole.${role}`, { defaultValue: role }),
    face: (face: AuditEventFieldsFragment['face']) => t(`faces.${face}`),
  };
}

function clip(text: string): string {
  return text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text;
}
