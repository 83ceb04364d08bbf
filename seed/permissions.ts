import { PERMISSION_ROLES, formatCreatedDate, type PermissionFields } from '../server/permissions/models.js';
import { createRandom, daysFromEpoch, type Random } from './random.js';
import { extraRows } from './rows.js';

/** Seed of the permissions domain (spec section 3): newest first, as the list shows them. */
export type PermissionSeed = PermissionFields[];

const NAMES = [
  'Управление пользователями',
  'Просмотр пользователей',
  'Управление ролями',
  'Просмотр отчётов',
  'Экспорт отчётов',
  'Управление счетами',
  'Просмотр счетов',
  'Удаление счетов',
  'Управление товарами',
  'Управление заказами',
  'Возвраты и отмены заказов',
  'Доступ к чату поддержки',
  'Управление обращениями',
  'Управление календарём',
  'Управление задачами',
  'Просмотр задач',
  'Управление рассылками',
  'Доступ к API',
  'Управление API-ключами',
  'Настройки безопасности',
  'Журнал аудита',
  'Управление тарифами',
  'Управление платежами',
  'Резервное копирование',
  'Управление контентом',
  'Публикация статей блога',
  'Модерация комментариев',
  'Просмотр аналитики',
  'Управление интеграциями',
] as const;

function assignment(index: number, draw: Random): PermissionFields['assignedTo'] {
  // The first five each start with a different role, so every role is assigned somewhere.
  const first = index < PERMISSION_ROLES.length ? PERMISSION_ROLES[index] : draw.pick(PERMISSION_ROLES);
  const others = draw.sample(PERMISSION_ROLES.filter((r) => r !== first), draw.int(0, 2));
  return PERMISSION_ROLES.filter((r) => r === first || others.includes(r));
}

export function seedPermission(rows?: number): PermissionSeed {
  const random = createRandom('permissions');
  const permissions = NAMES.map((name, i): PermissionFields => {
    const assignedTo = assignment(i, random);
    // Older ids were created earlier: a few days apart, at a random time of the working day.
    const created = daysFromEpoch(-4 * (NAMES.length - i) + random.int(0, 2), random.int(-3, 6));
    return {
      id: i + 1,
      name,
      assignedTo,
      createdDate: formatCreatedDate(new Date(created.getTime() + random.int(0, 59) * 60_000)),
    };
  });
  // Older still, ten minutes or so apart, below the seed in the newest-first list; names stay unique.
  const older = extraRows('permissions', NAMES.length, rows, (index, draw): PermissionFields => {
    const step = index - NAMES.length + 1;
    const created = daysFromEpoch(-4 * NAMES.length - 1, -step / 6 - draw.int(0, 5) / 60);
    return {
      id: index + 1,
      name: `${NAMES[index % NAMES.length]} (${Math.floor(index / NAMES.length) + 1})`,
      assignedTo: assignment(index, draw),
      createdDate: formatCreatedDate(new Date(created.getTime() + draw.int(0, 59) * 60_000)),
    };
  });
  return [...permissions.reverse(), ...older];
}
