import type { ChatContactRecord, ChatMessage, ChatProfile, ChatRecord, ChatStatus } from '../server/chat/models.js';
import { avatarUrl, randomPerson } from './people.js';
import { daysFromEpoch } from './random.js';
import { seedTeam } from './todo.js';
import type { SeedChat, ChatMemberSeed, ChatSeed } from '../server/chat/models.js';
import { createRandom } from '../server/common/random.js';

/** Kept outside the contacts' ids so a senderId always names exactly one person. */
export const PROFILE_USER_ID = 100;
/** The demo admin's account (seed/accounts.ts). */
export const PROFILE_ACCOUNT_ID = 1;
/** Contact n signs in as account n + 2 (accounts 1 and 2 are the demo admin and the demo client). */
export const contactAccountId = (contactId: number) => contactId + 2;

const ROLES: { role: string; about: string }[] = [
  { role: 'Директор по закупкам', about: 'Отвечаю за закупки оборудования и работу с поставщиками.' },
  { role: 'Главный бухгалтер', about: 'Счета, акты и сверки — ко мне.' },
  { role: 'Руководитель отдела продаж', about: 'Развиваю региональную сеть дилеров.' },
  { role: 'Менеджер проектов', about: 'Веду внедрение CRM в филиалах.' },
  { role: 'Генеральный директор', about: 'Принимаю решения по крупным контрактам.' },
  { role: 'Специалист по логистике', about: 'Организую отгрузки и доставку по России.' },
  { role: 'Юрист', about: 'Согласую договоры и дополнительные соглашения.' },
  { role: 'Маркетолог', about: 'Запускаю рекламные кампании и вебинары.' },
  { role: 'Системный администратор', about: 'Поддерживаю серверы и интеграции.' },
  { role: 'Аналитик', about: 'Готовлю отчёты по продажам и прогнозы.' },
  { role: 'Офис-менеджер', about: 'Помогу с документами и встречами.' },
  { role: 'Инженер сервисной службы', about: 'Выезжаю на монтаж и гарантийный ремонт.' },
  { role: 'Менеджер по закупкам', about: 'Ищу выгодные условия для постоянных заказов.' },
  { role: 'Финансовый директор', about: 'Планирую бюджет и контролирую платежи.' },
];

const STATUSES: readonly ChatStatus[] = ['online', 'offline', 'busy', 'away'];

/** Business conversations: `c` lines are the contact's, `s` lines the seller's. */
type Line = ['c' | 's', string];
const CONVERSATIONS: Line[][] = [
  [
    ['c', 'Добрый день! Получили ваше коммерческое предложение, есть пара вопросов.'],
    ['s', 'Здравствуйте! Конечно, задавайте.'],
    ['c', 'Входит ли в стоимость монтаж и пусконаладка?'],
    ['s', 'Да, монтаж включён, пусконаладка — отдельной строкой в смете.'],
    ['c', 'Понял. А сроки поставки какие?'],
    ['s', 'Три недели с момента оплаты, склад в Москве.'],
    ['c', 'Отлично, тогда готовим договор.'],
  ],
  [
    ['c', 'Анна, добрый день. Оплату по счёту № 218 провели сегодня утром.'],
    ['s', 'Спасибо! Как только поступит, отправлю закрывающие документы.'],
    ['c', 'Акт сверки за квартал тоже пришлите, пожалуйста.'],
  ],
  [
    ['c', 'Привет! Как прошла встреча с дилерами в Екатеринбурге?'],
    ['s', 'Привет! Хорошо, двое готовы подписать договор уже в этом месяце.'],
    ['c', 'Отличные новости. Какие объёмы обсуждали?'],
    ['s', 'Около 40 лицензий на первый год.'],
    ['c', 'Нужна будет скидка?'],
    ['s', 'Просили 7 %, я предложила 5 % при годовой оплате.'],
    ['c', 'Согласую 5 %, оформляй.'],
    ['s', 'Спасибо, отправлю им предложение сегодня.'],
  ],
  [
    ['c', 'Добрый день! Когда сможем провести обучение для менеджеров филиала?'],
    ['s', 'Здравствуйте! Предлагаю следующий вторник, с 10 до 13.'],
    ['c', 'Подходит. Сколько человек можно записать?'],
    ['s', 'До 12 человек в группе, онлайн или в офисе — как удобнее.'],
    ['c', 'Лучше в офисе. Пришлю список участников.'],
    ['c', 'И ещё: понадобится ли проектор в переговорной?'],
  ],
  [
    ['c', 'Анна, по договору поставки юристы просят изменить пункт об ответственности.'],
    ['s', 'Пришлите, пожалуйста, их формулировку.'],
    ['c', 'Отправил на почту. Главное — ограничить неустойку 10 % от суммы.'],
    ['s', 'Посмотрю с нашим юристом и отвечу завтра.'],
    ['c', 'Договорились, ждём.'],
    ['s', 'Наш юрист согласен, подписываем в вашей редакции.'],
  ],
  [
    ['c', 'Здравствуйте! Груз отправлен, номер накладной 4815-162.'],
    ['s', 'Спасибо! Когда ожидать доставку?'],
    ['c', 'В четверг до обеда. Водитель позвонит за час.'],
    ['c', 'Пропуск на территорию склада заказан?'],
    ['c', 'И не забудьте подписать товарную накладную.'],
  ],
  [
    ['c', 'Добрый вечер! Успеем до конца месяца запустить рассылку по новым клиентам?'],
    ['s', 'Да, шаблон письма уже готов, осталось согласовать список.'],
    ['c', 'Список пришлю завтра утром.'],
  ],
];

/** Which contacts have a conversation, in seed order; unread counts never exceed the contact's trailing lines. */
const CHATS: { contactId: number; unseenMsgs: number }[] = [
  { contactId: 1, unseenMsgs: 0 },
  { contactId: 2, unseenMsgs: 1 },
  { contactId: 3, unseenMsgs: 0 },
  { contactId: 5, unseenMsgs: 2 },
  { contactId: 7, unseenMsgs: 0 },
  { contactId: 8, unseenMsgs: 3 },
  { contactId: 10, unseenMsgs: 1 },
];

/**
 * The first contacts are the to-do team (same names and pictures, so "assigned to me" means one person);
 * the others are partners outside it.
 */
export function seedChat(): ChatSeed {
  const random = createRandom('chat');
  const team = seedTeam();
  const profileUser: ChatProfile = {
    id: PROFILE_USER_ID,
    avatar: '/images/avatars/1.svg',
    fullName: 'Анна Смирнова',
    role: 'Менеджер по продажам',
    about: 'Помогаю клиентам подобрать решение для их бизнеса. Пишите в любое время!',
    status: 'online',
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: true },
  };
  const contacts: ChatContactRecord[] = ROLES.map(({ role, about }, i) => {
    // Drawn for every contact, so the conversation times below stay the same whoever the contacts are.
    const drawn = randomPerson(random).fullName;
    const member = team[i];
    return {
      id: i + 1,
      fullName: member?.fullName ?? drawn,
      role,
      about,
      // Team members keep their to-do picture; every fourth partner has none: the client shows initials.
      avatar: member ? member.avatar : i % 4 === 2 ? null : avatarUrl(i + 3),
      status: STATUSES[i % STATUSES.length],
    };
  });
  const members: ChatMemberSeed[] = [
    { chatUserId: PROFILE_USER_ID, accountId: PROFILE_ACCOUNT_ID, teamMemberId: null },
    ...contacts.map((c, i) => ({ chatUserId: c.id, accountId: contactAccountId(c.id), teamMemberId: team[i]?.id ?? null })),
  ];
  const chats: SeedChat[] = CHATS.map(({ contactId, unseenMsgs }, i) => {
    const lines = CONVERSATIONS[i];
    // Each conversation ends on its own day; its messages a few minutes apart, oldest first.
    let time = daysFromEpoch(-((i * 3) % 7) - 1, random.int(0, 6)).getTime();
    const times = lines.map(() => (time += random.int(2, 15) * 60_000));
    return {
      id: i + 1,
      userId: contactId,
      unseenMsgs,
      chat: lines.map(([who, message], k) => ({
        message,
        time: new Date(times[k]).toISOString(),
        senderId: who === 'c' ? contactId : PROFILE_USER_ID,
      })),
    };
  });
  return { profileUser, contacts, chats, members };
}
