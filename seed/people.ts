import type { Random } from '../server/common/random.js';

/** Russian names shared by the seeds that need people (users, chat contacts, task assignees, invoices). */
export const FIRST_NAMES_MALE = [
  'Алексей', 'Дмитрий', 'Иван', 'Сергей', 'Андрей', 'Михаил', 'Николай', 'Павел', 'Егор', 'Артём',
  'Владимир', 'Константин', 'Роман', 'Юрий', 'Тимур', 'Глеб', 'Максим', 'Олег', 'Фёдор', 'Илья',
] as const;
export const FIRST_NAMES_FEMALE = [
  'Анна', 'Мария', 'Елена', 'Ольга', 'Татьяна', 'Наталья', 'Ирина', 'Светлана', 'Ксения', 'Дарья',
  'Полина', 'Алина', 'Вера', 'Юлия', 'Екатерина', 'Софья', 'Марина', 'Людмила', 'Виктория', 'Алёна',
] as const;
export const LAST_NAMES = [
  'Смирнов', 'Иванов', 'Кузнецов', 'Соколов', 'Попов', 'Лебедев', 'Козлов', 'Новиков', 'Морозов', 'Петров',
  'Волков', 'Соловьёв', 'Васильев', 'Зайцев', 'Павлов', 'Семёнов', 'Голубев', 'Виноградов', 'Богданов', 'Воробьёв',
  'Фёдоров', 'Михайлов', 'Беляев', 'Тарасов', 'Белов', 'Комаров', 'Орлов', 'Киселёв', 'Макаров', 'Андреев',
] as const;

const TRANSLIT: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l',
  м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh',
  щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
};

/** Latin transliteration for usernames, e-mail addresses and slugs. */
export function translit(text: string): string {
  return [...text.toLowerCase()].map((ch) => TRANSLIT[ch] ?? ch).join('');
}

export interface Person {
  firstName: string;
  lastName: string;
  fullName: string;
  female: boolean;
  /** Latin login built from the name, e.g. `anna.smirnova`. */
  login: string;
}

export function femaleSurname(lastName: string): string {
  return /(ов|ев|ёв|ин)$/.test(lastName) ? `${lastName}а` : lastName;
}

export function randomPerson(random: Random): Person {
  const female = random.bool();
  const firstName = female ? random.pick(FIRST_NAMES_FEMALE) : random.pick(FIRST_NAMES_MALE);
  const base = random.pick(LAST_NAMES);
  const lastName = female ? femaleSurname(base) : base;
  return {
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    female,
    login: `${translit(firstName)}.${translit(lastName)}`.replace(/[^a-z.]/g, ''),
  };
}

/** Avatars are served by the web client from /images/avatars/1.svg … 20.svg (generated art, ours). */
export function avatarUrl(n: number): string {
  return `/images/avatars/${((n - 1) % 20) + 1}.svg`;
}
