import type { TaskFields, TaskTag, TeamMember } from '../server/todo/models.js';
import { TASK_TAGS } from '../server/todo/models.js';
import { avatarUrl, randomPerson } from './people.js';
import { daysFromEpoch } from './random.js';
import { extraRows } from './rows.js';
import type { TodoSeed } from '../server/todo/models.js';
import { createRandom, type Random } from '../server/common/random.js';

const TEAM_SIZE = 10;
const TASK_COUNT = 44;

const ACTIONS = [
  'Подготовить', 'Согласовать', 'Проверить', 'Обновить', 'Отправить клиенту', 'Обсудить с командой',
  'Доработать', 'Презентовать', 'Собрать отзывы на', 'Запланировать',
] as const;
const SUBJECTS = [
  'коммерческое предложение для «Северного ветра»', 'договор поставки с «Альфа-Логистикой»',
  'отчёт о продажах за квартал', 'воронку продаж в CRM', 'прайс-лист на новый сезон',
  'сценарий холодных звонков', 'план встречи с «ТехноПарком»', 'макет рассылки для клиентов',
  'бюджет отдела на декабрь', 'презентацию для инвесторов', 'базу контактов выставки',
  'регламент обработки заявок', 'счёт для «Зелёной долины»', 'демо продукта для «Вектора»',
  'чек-лист онбординга новых менеджеров', 'KPI отдела продаж',
] as const;
const DETAILS = [
  'Уточнить сроки и ответственных, результат приложить к карточке.',
  'Сверить цифры с бухгалтерией до отправки.',
  'Клиент просил ответ до конца недели.',
  'Использовать шаблон из общей папки отдела.',
  'После согласования отметить задачу выполненной.',
  'Нужен короткий отчёт для руководителя.',
] as const;

/** The sales team; the chat seed makes its members chat contacts with accounts (see seed/chat.ts). */
export function seedTeam(): TeamMember[] {
  const random = createRandom('todo-team');
  const names = new Set<string>();
  const team: TeamMember[] = [];
  while (team.length < TEAM_SIZE) {
    const person = randomPerson(random);
    if (names.has(person.fullName)) continue;
    names.add(person.fullName);
    const id = team.length + 1;
    // Every third member has no photo, so the UI's initials fallback is exercised.
    team.push({ id, fullName: person.fullName, avatar: id % 3 === 0 ? null : avatarUrl(id + 4) });
  }
  return team;
}

function task(index: number, title: string, team: readonly TeamMember[], draw: Random): TaskFields {
  const tags: TaskTag[] = draw.sample(TASK_TAGS, draw.int(0, 2));
  const details = draw.sample(DETAILS, draw.int(1, 2));
  return {
    id: index + 1,
    title,
    dueDate: daysFromEpoch(draw.int(-25, 50), draw.int(0, 9)).toISOString(),
    // Some descriptions come from the rich-text editor (HTML), some were typed as plain text.
    description: draw.bool(0.7) ? details.map((line) => `<p>${line}</p>`).join('') : details.join(' '),
    assigneeId: draw.pick(team).id,
    guestAssignee: null,
    tags,
    isCompleted: draw.bool(0.3),
    isDeleted: draw.bool(0.12),
    isImportant: draw.bool(0.3),
  };
}

function seedTasks(team: readonly TeamMember[], rows?: number): TaskFields[] {
  const random = createRandom('todo');
  const titles = random.sample(ACTIONS.flatMap((action) => SUBJECTS.map((subject) => `${action} ${subject}`)), TASK_COUNT);
  return [
    ...titles.map((title, index) => task(index, title, team, random)),
    ...extraRows('todo', TASK_COUNT, rows, (index, draw) => task(index, `${draw.pick(ACTIONS)} ${draw.pick(SUBJECTS)}`, team, draw)),
  ];
}

export function seedTodo(rows?: number): TodoSeed {
  const team = seedTeam();
  return { team, tasks: seedTasks(team, rows) };
}
