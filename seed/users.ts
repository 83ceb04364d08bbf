import {
  USER_BILLINGS,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  type UserRecord,
} from '../server/users/models.js';
import { avatarUrl, randomPerson } from './people.js';
import { extraRows } from './rows.js';
import type { UserSeed } from '../server/users/models.js';
import { createRandom, type Random } from '../server/common/random.js';

const USER_COUNT = 64;

/** Fictional companies with the mail domain their staff addresses use. */
const COMPANIES = [
  { name: 'ООО «Северный ветер»', domain: 'sevveter.example' },
  { name: 'АО «ТехноСфера»', domain: 'technosfera.example' },
  { name: 'ООО «Волжские просторы»', domain: 'volga-prostor.example' },
  { name: 'ИП Лебедев А. В.', domain: 'lebedev-ip.example' },
  { name: 'ООО «Уральский металл»', domain: 'uralmet.example' },
  { name: 'ООО «Кедр Логистик»', domain: 'kedr-log.example' },
  { name: 'АО «Балтийская верфь»', domain: 'baltverf.example' },
  { name: 'ООО «Цифровая гавань»', domain: 'cifrogavan.example' },
  { name: 'ООО «Сибирский мёд»', domain: 'sibmed.example' },
  { name: 'ООО «Городские решения»', domain: 'gorreshenia.example' },
  { name: 'АО «СтройИнвест»', domain: 'stroyinvest.example' },
  { name: 'ООО «Зелёный квадрат»', domain: 'zelkvadrat.example' },
] as const;

const COUNTRIES = [
  'Россия', 'Россия', 'Россия', 'Казахстан', 'Беларусь', 'Армения', 'Узбекистан', 'Киргизия', 'Грузия', 'Сербия',
] as const;

function phone(random: Random): string {
  const digits = (n: number) => Array.from({ length: n }, () => random.int(0, 9)).join('');
  return `+7 (9${digits(2)}) ${digits(3)}-${digits(2)}-${digits(2)}`;
}

/** The first rows walk through every value of each closed set, so filters all have matches. */
function cover<T>(random: Random, values: readonly T[], index: number): T {
  return index < values.length ? values[index] : random.pick(values);
}

export function seedUser(rows?: number): UserSeed {
  const random = createRandom('users');
  const taken = new Set<string>();
  // Logins are letters and dots only, so `login2`, `login3` … can only come from here.
  const nextSuffix = new Map<string, number>();
  const user = (i: number, draw: Random): UserRecord => {
    const person = randomPerson(draw);
    let username = person.login;
    if (taken.has(username)) {
      const n = nextSuffix.get(username) ?? 2;
      nextSuffix.set(username, n + 1);
      username = `${person.login}${n}`;
    }
    taken.add(username);
    const company = draw.pick(COMPANIES);
    return {
      id: i + 1,
      fullName: person.fullName,
      company: company.name,
      role: cover(draw, USER_ROLES, i),
      username,
      country: draw.pick(COUNTRIES),
      contact: phone(draw),
      email: `${username}@${company.domain}`,
      currentPlan: cover(draw, USER_PLANS, i),
      status: cover(draw, USER_STATUSES, i),
      billing: cover(draw, USER_BILLINGS, i),
      // About one in four has no picture; the client then shows initials.
      avatar: i === 0 || draw.bool(0.75) ? avatarUrl(i + 1) : null,
    };
  };
  const users = Array.from({ length: USER_COUNT }, (_, i) => user(i, random));
  return [...users, ...extraRows('users', USER_COUNT, rows, user)];
}
