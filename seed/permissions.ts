import type { Grant, GrantSubject } from '../server/access/abilities.js';
import { formatCreatedDate, type PermissionFields } from '../server/permissions/models.js';
import { daysFromEpoch } from './random.js';
import { extraRows } from './rows.js';
import { PERMISSION_ROLES, type PermissionRole } from '../server/access/roles.js';
import type { PermissionSeed } from '../server/permissions/models.js';
import { createRandom, type Random } from '../server/common/random.js';

type Grants = readonly Grant[];
const read = (...subjects: GrantSubject[]): Grant[] => subjects.map((subject) => ({ action: 'read', subject }));
const manage = (...subjects: GrantSubject[]): Grant[] => subjects.map((subject) => ({ action: 'manage', subject }));
const NOTHING: Grants = [];

/**
 * The seed's permissions, oldest first, with what each grants (what the name says, in the subjects of
 * server/access/abilities.ts). "Настройки безопасности" is the person's own settings: the account settings pages
 * (a Content page with the password), the navbar bookmarks and the access-control page. `retired`: a permission the
 * seed once had that governed nothing the product does (integrations, backups); it keeps its place, so the others
 * keep their ids and dates, and a fresh seed holds what a database seeded before holds after its migration (0780).
 */
const PERMISSIONS: readonly { name: string; grants: Grants; retired?: true }[] = [
  // The people who sign in and the staff list (its edits and new rows; the reports read it).
  {
    name: 'Управление пользователями',
    grants: [...manage('User'), { action: 'create', subject: 'Employee' }, { action: 'update', subject: 'Employee' }, ...manage('Account')],
  },
  { name: 'Просмотр пользователей', grants: read('User') },
  { name: 'Управление ролями', grants: manage('Permission') },
  { name: 'Просмотр отчётов', grants: read('Employee', 'Analytics') },
  { name: 'Экспорт отчётов', grants: read('Employee') },
  { name: 'Управление счетами', grants: manage('Invoice') },
  { name: 'Просмотр счетов', grants: read('Invoice') },
  { name: 'Удаление счетов', grants: [{ action: 'delete', subject: 'Invoice' }] },
  { name: 'Управление товарами', grants: manage('Product') },
  { name: 'Управление заказами', grants: [...read('Product'), { action: 'update', subject: 'Product' }] },
  { name: 'Возвраты и отмены заказов', grants: [{ action: 'update', subject: 'Product' }] },
  { name: 'Доступ к чату поддержки', grants: manage('Chat') },
  { name: 'Управление обращениями', grants: manage('Email') },
  { name: 'Управление календарём', grants: manage('Event') },
  { name: 'Управление задачами', grants: manage('Task') },
  { name: 'Просмотр задач', grants: read('Task') },
  { name: 'Управление рассылками', grants: [...read('Email'), { action: 'create', subject: 'Email' }] },
  { name: 'Доступ к API', grants: [{ action: 'create', subject: 'ApiKey' }] },
  { name: 'Управление API-ключами', grants: manage('ApiKey') },
  {
    name: 'Настройки безопасности',
    grants: [...read('ACL', 'Content'), { action: 'update', subject: 'Content' }, { action: 'update', subject: 'Bookmark' }],
  },
  // Both of the administrators' logs: who changed what, and which letters left.
  { name: 'Журнал аудита', grants: read('AuditLog', 'MailLog') },
  { name: 'Управление тарифами', grants: read('Content') },
  // Sales record payments on invoices: issuing and editing them, not reading (that is "Просмотр счетов").
  { name: 'Управление платежами', grants: [{ action: 'create', subject: 'Invoice' }, { action: 'update', subject: 'Invoice' }] },
  { name: 'Резервное копирование', grants: NOTHING, retired: true },
  { name: 'Управление контентом', grants: manage('Content') },
  { name: 'Публикация статей блога', grants: [...read('Content'), { action: 'update', subject: 'Content' }] },
  { name: 'Модерация комментариев', grants: [...read('Content'), { action: 'create', subject: 'Content' }, { action: 'update', subject: 'Content' }] },
  { name: 'Просмотр аналитики', grants: read('Analytics') },
  { name: 'Управление интеграциями', grants: NOTHING, retired: true },
];

type SeedName = (typeof PERMISSIONS)[number]['name'];

/**
 * Who holds what: the administrator every permission; the manager the sales work (reading, deleting and
 * issuing invoices, tasks, the calendar, analytics and reports, reading users); support the chat and the mailbox,
 * reading users and tasks, the blog and its comments; the user their own work (tasks, calendar, chat) and the
 * content pages; the restricted user reading only. Everyone but the restricted user has their own settings.
 */
const HELD_BY: Readonly<Record<Exclude<PermissionRole, 'administrator'>, readonly SeedName[]>> = {
  manager: [
    'Просмотр счетов',
    'Удаление счетов',
    'Управление платежами',
    'Управление задачами',
    'Управление календарём',
    'Просмотр аналитики',
    'Просмотр отчётов',
    'Экспорт отчётов',
    'Просмотр пользователей',
    'Настройки безопасности',
  ],
  user: ['Управление задачами', 'Управление календарём', 'Доступ к чату поддержки', 'Настройки безопасности'],
  support: [
    'Доступ к чату поддержки',
    'Управление обращениями',
    'Просмотр пользователей',
    'Просмотр задач',
    'Публикация статей блога',
    'Модерация комментариев',
    'Настройки безопасности',
  ],
  'restricted-user': ['Просмотр задач', 'Просмотр пользователей', 'Просмотр аналитики', 'Просмотр отчётов'],
};

/** The seed's permissions and what they grant, by name: the migration for databases seeded before grants reads it. */
export const SEED_GRANTS: ReadonlyMap<string, Grants> = new Map(PERMISSIONS.map((p) => [p.name, p.grants]));

/** The roles a seed permission is assigned to, in the roles' order. */
export function seedAssignment(name: string): PermissionFields['assignedTo'] {
  return PERMISSION_ROLES.filter((role) => role === 'administrator' || (HELD_BY[role] as readonly string[]).includes(name));
}

function assignment(draw: Random): PermissionFields['assignedTo'] {
  const picked = draw.sample(PERMISSION_ROLES, draw.int(1, 3));
  return PERMISSION_ROLES.filter((r) => picked.includes(r));
}

export function seedPermission(rows?: number): PermissionSeed {
  const random = createRandom('permissions');
  const permissions = PERMISSIONS.map(({ name, grants, retired }, i) => {
    // Older ids were created earlier: a few days apart, at a random time of the working day.
    const created = daysFromEpoch(-4 * (PERMISSIONS.length - i) + random.int(0, 2), random.int(-3, 6));
    const fields: PermissionFields = {
      id: i + 1,
      name,
      assignedTo: seedAssignment(name),
      grants: grants.map((grant) => ({ ...grant })),
      createdDate: formatCreatedDate(new Date(created.getTime() + random.int(0, 59) * 60_000)),
    };
    return { fields, retired };
  })
    .filter(({ retired }) => !retired)
    .map(({ fields }) => fields);
  // Older still, ten minutes or so apart, below the seed in the newest-first list; names stay unique. They are
  // list rows for load tests and grant nothing, so what every role may do stays the seed's.
  const older = extraRows('permissions', PERMISSIONS.length, rows, (index, draw): PermissionFields => {
    const step = index - PERMISSIONS.length + 1;
    const created = daysFromEpoch(-4 * PERMISSIONS.length - 1, -step / 6 - draw.int(0, 5) / 60);
    return {
      id: index + 1,
      name: `${PERMISSIONS[index % PERMISSIONS.length].name} (${Math.floor(index / PERMISSIONS.length) + 1})`,
      assignedTo: assignment(draw),
      grants: [],
      createdDate: formatCreatedDate(new Date(created.getTime() + draw.int(0, 59) * 60_000)),
    };
  });
  return [...permissions.reverse(), ...older];
}
