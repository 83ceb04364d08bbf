import { PERMISSION_ROLES, formatCreatedDate, type PermissionRecord } from '../server/permissions/models.js';
import { createRandom, daysFromEpoch } from './random.js';

/** Seed of the permissions domain (spec section 3): newest first, as the list shows them. */
export type PermissionSeed = PermissionRecord[];

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

export function seedPermission(): PermissionSeed {
  const random = createRandom('permissions');
  const permissions = NAMES.map((name, i): PermissionRecord => {
    // The first five each start with a different role, so every role is assigned somewhere.
    const first = i < PERMISSION_ROLES.length ? PERMISSION_ROLES[i] : random.pick(PERMISSION_ROLES);
    const others = random.sample(PERMISSION_ROLES.filter((r) => r !== first), random.int(0, 2));
    const assignedTo = PERMISSION_ROLES.filter((r) => r === first || others.includes(r));
    // Older ids were created earlier: a few days apart, at a random time of the working day.
    const created = daysFromEpoch(-4 * (NAMES.length - i) + random.int(0, 2), random.int(-3, 6));
    return {
      id: i + 1,
      name,
      assignedTo,
      createdDate: formatCreatedDate(new Date(created.getTime() + random.int(0, 59) * 60_000)),
    };
  });
  return permissions.reverse();
}
