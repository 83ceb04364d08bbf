import { avatarUrl, randomPerson } from './people.js';
import { daysFromEpoch } from './random.js';
import { extraRows } from './rows.js';
import type { DatatableSeed } from '../server/datatables/models.js';
import { createRandom, type Random } from '../server/common/random.js';

const ROW_COUNT = 100;

const POSTS = [
  'Менеджер по продажам', 'Старший менеджер по продажам', 'Руководитель отдела продаж', 'Аккаунт-менеджер',
  'Маркетолог', 'Бухгалтер', 'Юрист', 'Разработчик', 'Тестировщик', 'Аналитик данных', 'Дизайнер интерфейсов',
  'HR-менеджер', 'Специалист поддержки', 'Офис-менеджер', 'Логист', 'Финансовый директор',
] as const;

const CITIES = [
  'Москва', 'Санкт-Петербург', 'Новосибирск', 'Екатеринбург', 'Казань', 'Нижний Новгород', 'Самара',
  'Ростов-на-Дону', 'Уфа', 'Краснодар', 'Пермь', 'Воронеж', 'Волгоград', 'Омск', 'Томск', 'Калининград',
] as const;

function usDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

export function seedDatatable(rows?: number): DatatableSeed {
  const random = createRandom('datatables');
  const emails = new Set<string>();
  const employee = (index: number, draw: Random): DatatableSeed[number] => {
    const id = index + 1;
    const person = randomPerson(draw);
    let email = `${person.login}@example.com`;
    if (emails.has(email)) email = `${person.login}${id}@example.com`;
    emails.add(email);
    const age = draw.int(21, 62);
    const years = draw.int(0, Math.min(age - 20, 25));
    return {
      responsive_id: '',
      id,
      // About a third have no photo, so the table's initials fallback shows.
      avatar: draw.bool(0.35) ? null : avatarUrl(draw.int(1, 20)),
      full_name: person.fullName,
      post: draw.pick(POSTS),
      email,
      city: draw.pick(CITIES),
      start_date: usDate(daysFromEpoch(-draw.int(20, 4000))),
      salary: `$${(draw.int(2_000_000, 12_000_000) / 100).toFixed(2)}`,
      age: String(age),
      experience: `${years} ${years === 1 ? 'Year' : 'Years'}`,
      status: draw.int(1, 5),
    };
  };
  const table = Array.from({ length: ROW_COUNT }, (_, index) => employee(index, random));
  return [...table, ...extraRows('datatables', ROW_COUNT, rows, employee)];
}
