import type { CalendarCategory, EventFields } from '../server/calendar/models.js';
import { randomPerson } from './people.js';
import { daysFromEpoch } from './random.js';
import type { CalendarSeed } from '../server/calendar/models.js';
import { createRandom, type Random } from '../server/common/random.js';

interface Template {
  title: string;
  calendar: CalendarCategory;
  location: string;
  description: string;
  /** Length in days of an all-day event; absent for a timed one. */
  allDays?: number;
  /** Days after the epoch (1 November) for dated occasions; random otherwise. */
  day?: number;
  online?: boolean;
}

/** Occasions that happen once. */
const ONCE: readonly Template[] = [
  { title: 'День народного единства', calendar: 'Holiday', location: '', description: 'Государственный праздник, выходной.', allDays: 1, day: 3 },
  { title: 'Корпоративный вечер', calendar: 'Holiday', location: 'Ресторан «Пушкин»', description: 'Новогодний вечер для всей команды.', allDays: 1, day: 54 },
  { title: 'Новогодние каникулы', calendar: 'Holiday', location: '', description: 'Офис закрыт, дежурный менеджер на связи.', allDays: 1, day: 60 },
  { title: 'Отпуск', calendar: 'Holiday', location: '', description: 'Письма пересылать заместителю.', allDays: 5, day: 15 },
  { title: 'День рождения мамы', calendar: 'Family', location: '', description: 'Купить цветы и торт.', allDays: 1, day: 19 },
  { title: 'Поездка на дачу', calendar: 'Family', location: 'Дача в Подмосковье', description: 'Закрыть сезон, забрать инструменты.', allDays: 2, day: 7 },
  { title: 'Родительское собрание', calendar: 'Family', location: 'Школа № 57', description: '', day: 12 },
  { title: 'Выставка «Бизнес-Софт»', calendar: 'Business', location: 'Экспоцентр', description: 'Дежурство на стенде по графику.', allDays: 3, day: 24 },
  { title: 'Квартальный отчёт руководству', calendar: 'Business', location: 'Переговорная «Волга»', description: '', day: 29 },
  { title: 'Стоматолог', calendar: 'Personal', location: 'Клиника на Садовой', description: '', day: 9 },
  { title: 'Продлить домен сайта', calendar: 'ETC', location: '', description: 'Срок истекает в конце месяца.', day: 26 },
];

/** Things that recur on random days across the two months. */
const RECURRING: readonly Template[] = [
  { title: 'Планёрка отдела продаж', calendar: 'Business', location: 'Переговорная «Нева»', description: 'Итоги недели и план звонков.' },
  { title: 'Встреча с «Северным ветром»', calendar: 'Business', location: 'Тверская ул., 12', description: 'Условия продления договора.' },
  { title: 'Демо продукта для «Вектора»', calendar: 'Business', location: 'Видеозвонок', description: 'Новые отчёты и интеграция с почтой.', online: true },
  { title: 'Звонок «Альфа-Логистике»', calendar: 'Business', location: '', description: 'Сроки поставки оборудования.' },
  { title: 'Тренировка в бассейне', calendar: 'Personal', location: 'Спорткомплекс «Олимп»', description: '' },
  { title: 'Курс английского', calendar: 'Personal', location: 'Онлайн', description: 'Деловая переписка.', online: true },
  { title: 'Семейный ужин', calendar: 'Family', location: 'Дома', description: '' },
  { title: 'Оплатить счета', calendar: 'ETC', location: '', description: 'Интернет, телефон, коммунальные услуги.' },
  { title: 'Вебинар по CRM', calendar: 'ETC', location: 'Онлайн', description: 'Запись пришлют на почту.', online: true },
];

const EVENT_COUNT = 36;

function guests(random: Random, template: Template): string[] {
  if (template.calendar === 'Holiday') return [];
  return Array.from({ length: random.int(0, 3) }, () => randomPerson(random).fullName);
}

export function seedCalendar(): CalendarSeed {
  const random = createRandom('calendar');
  const templates = [...ONCE];
  while (templates.length < EVENT_COUNT) templates.push(random.pick(RECURRING));
  return {
    events: templates.map((template, index): EventFields => {
      const id = index + 1;
      const day = template.day ?? random.int(0, 60);
      // The epoch is 09:00 UTC: -9 hours is that day's midnight, where all-day events begin.
      const start = template.allDays ? daysFromEpoch(day, -9) : daysFromEpoch(day, random.int(0, 8));
      const end = template.allDays
        ? daysFromEpoch(day + template.allDays, -9)
        : new Date(start.getTime() + random.int(1, 4) * 1_800_000);
      return {
        id,
        url: template.online ? `https://meet.example.com/room-${id}` : '',
        title: template.title,
        start: start.toISOString(),
        end: end.toISOString(),
        allDay: template.allDays !== undefined,
        extendedProps: {
          calendar: template.calendar,
          guests: guests(random, template),
          location: template.location,
          description: template.description,
        },
      };
    }),
  };
}
