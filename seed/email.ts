import type {
  EmailAttachment,
  EmailFolder,
  EmailLabel,
  EmailRecipient,
  EmailRecord,
  EmailReply,
  EmailSender,
} from '../server/email/models.js';
import { EMAIL_LABELS } from '../server/email/models.js';
import { avatarUrl, randomPerson, type Person } from './people.js';
import { daysFromEpoch } from './random.js';
import { extraRows } from './rows.js';
import type { EmailSeed } from '../server/email/models.js';
import { createRandom, type Random } from '../server/common/random.js';

/** The demo admin account (seed/accounts.ts) owns the mailbox. */
export const MAILBOX_OWNER: EmailSender = { name: 'Анна Смирнова', email: 'admin@demo.com', avatar: '/images/avatars/1.svg' };

interface Letter {
  subject: string;
  paragraphs: string[];
}

const BUSINESS_LETTERS: Letter[] = [
  { subject: 'Коммерческое предложение на поставку оборудования', paragraphs: ['Направляем обновлённое коммерческое предложение по поставке серверного оборудования.', 'Цены действительны до конца месяца, доставка входит в стоимость.'] },
  { subject: 'Счёт на оплату за ноябрь', paragraphs: ['Во вложении счёт за услуги сопровождения CRM за ноябрь.', 'Просим оплатить в течение пяти банковских дней.'] },
  { subject: 'Встреча по проекту внедрения в четверг', paragraphs: ['Предлагаю провести рабочую встречу в четверг в 11:00 в нашем офисе.', 'На повестке: сроки второго этапа и обучение менеджеров.'] },
  { subject: 'Договор поставки: правки юристов', paragraphs: ['Наши юристы внесли правки в пункты 4.2 и 7.1 договора.', 'Прошу посмотреть и подтвердить, что изменения вас устраивают.'] },
  { subject: 'Отчёт о продажах за квартал', paragraphs: ['Подготовили сводный отчёт о продажах за третий квартал.', 'Выручка выросла на 12 %, лучший результат показал северо-западный филиал.'] },
  { subject: 'Запрос на демонстрацию системы', paragraphs: ['Нас заинтересовала ваша система управления задачами.', 'Можно ли организовать онлайн-демонстрацию для руководителей отделов на следующей неделе?'] },
  { subject: 'Изменение графика отгрузок', paragraphs: ['В связи с ремонтом склада отгрузки в декабре переносятся на вторник и пятницу.', 'Просим учесть это при планировании заказов.'] },
  { subject: 'Приглашение на отраслевую конференцию', paragraphs: ['Приглашаем вас выступить на конференции «Цифровые продажи» в Москве.', 'Тема доклада на ваше усмотрение, продолжительность — 20 минут.'] },
  { subject: 'Акт сверки взаиморасчётов', paragraphs: ['Направляем акт сверки за период с января по октябрь.', 'Если расхождений нет, подпишите, пожалуйста, и верните скан.'] },
  { subject: 'Обновление тарифов с января', paragraphs: ['С 1 января меняются тарифы на облачное хранение.', 'Для действующих клиентов сохраняем текущие цены до конца первого квартала.'] },
  { subject: 'Заявка на обучение сотрудников', paragraphs: ['Хотим записать восемь сотрудников отдела продаж на курс работы с CRM.', 'Подскажите ближайшие даты и стоимость группового обучения.'] },
  { subject: 'Претензия по качеству поставки', paragraphs: ['В последней партии обнаружены повреждённые упаковки, фотографии во вложении.', 'Просим заменить товар или оформить возврат.'] },
  { subject: 'Итоги переговоров с партнёрами', paragraphs: ['Кратко по итогам вчерашних переговоров: партнёры готовы к пилоту на три месяца.', 'Следующий шаг — согласовать бюджет и ответственных.'] },
  { subject: 'План маркетинговых активностей', paragraphs: ['Во вложении план активностей на декабрь: рассылки, вебинары и выставка.', 'Жду комментариев до пятницы.'] },
  { subject: 'Продление лицензий', paragraphs: ['Срок действия ваших лицензий истекает через 30 дней.', 'Чтобы избежать простоя, рекомендуем продлить их заранее.'] },
  { subject: 'Вопрос по интеграции с 1С', paragraphs: ['Подскажите, поддерживается ли двусторонний обмен справочниками с 1С.', 'Нас особенно интересует синхронизация контрагентов.'] },
  { subject: 'Согласование бюджета на рекламу', paragraphs: ['Прошу согласовать бюджет на контекстную рекламу на следующий квартал.', 'Расчёт эффективности приложен к письму.'] },
  { subject: 'Новый менеджер по работе с клиентами', paragraphs: ['Сообщаем, что с понедельника вашим персональным менеджером будет Ольга Петрова.', 'Все текущие договорённости остаются в силе.'] },
  { subject: 'Подтверждение заказа № 4815', paragraphs: ['Ваш заказ № 4815 принят в работу.', 'Ориентировочная дата доставки — через семь рабочих дней.'] },
  { subject: 'Резюме на должность аналитика', paragraphs: ['Откликаюсь на вакансию бизнес-аналитика.', 'Резюме и портфолио во вложении, готова к собеседованию в удобное время.'] },
  { subject: 'Техническое обслуживание серверов', paragraphs: ['В субботу с 02:00 до 06:00 проводим плановые работы на серверах.', 'В это время возможны кратковременные перерывы в работе сервиса.'] },
  { subject: 'Отзыв о работе службы поддержки', paragraphs: ['Хочу поблагодарить вашу службу поддержки за оперативную помощь.', 'Проблема с импортом данных была решена за час.'] },
  { subject: 'Корпоратив в конце года', paragraphs: ['Новогодний корпоратив пройдёт 26 декабря в загородном клубе.', 'Просьба подтвердить участие до 10 декабря.'] },
  { subject: 'Запрос документов для тендера', paragraphs: ['Для участия в тендере нам нужны копии сертификатов и выписка из реестра.', 'Срок подачи заявки — 15 число.'] },
  { subject: 'Перенос созвона с командой', paragraphs: ['Коллеги, созвон по релизу переносится на 16:30.', 'Ссылка на встречу остаётся прежней.'] },
  { subject: 'Скидка для постоянных клиентов', paragraphs: ['Для вашей компании действует скидка 10 % на годовую подписку.', 'Предложение действует до конца месяца.'] },
  { subject: 'Результаты пилотного проекта', paragraphs: ['Пилот завершён: время обработки заявок сократилось почти вдвое.', 'Предлагаем обсудить масштабирование на все филиалы.'] },
  { subject: 'Доступ к отчётам для финансового отдела', paragraphs: ['Прошу открыть финансовому отделу доступ к отчётам по дебиторской задолженности.', 'Список сотрудников приложен.'] },
  { subject: 'Командировка в Казань', paragraphs: ['Подтверждаю командировку в Казань с 3 по 5 декабря.', 'Билеты и гостиница забронированы, маршрут во вложении.'] },
  { subject: 'Обратная связь по макету сайта', paragraphs: ['Посмотрели новый макет главной страницы — в целом всё нравится.', 'Просим увеличить блок с отзывами и добавить форму обратного звонка.'] },
];

const SPAM_LETTERS: Letter[] = [
  { subject: 'Вы выиграли миллион! Заберите приз сегодня', paragraphs: ['Поздравляем! Ваш адрес выбран победителем лотереи.', 'Для получения приза оплатите небольшую комиссию.'] },
  { subject: 'Увеличьте продажи в 10 раз за неделю', paragraphs: ['Секретная методика, о которой молчат конкуренты.', 'Только сегодня курс со скидкой 90 %.'] },
  { subject: 'Срочно: подтвердите данные банковской карты', paragraphs: ['Ваша карта заблокирована.', 'Перейдите по ссылке и введите данные карты для разблокировки.'] },
  { subject: 'Базы клиентов по всем регионам недорого', paragraphs: ['Продаём актуальные базы контактов компаний.', 'Опт от 1000 записей, оплата любым способом.'] },
  { subject: 'Пассивный доход без вложений', paragraphs: ['Зарабатывайте от 300 000 рублей в месяц, не выходя из дома.', 'Регистрация бесплатная.'] },
  { subject: 'Ваш аккаунт будет удалён', paragraphs: ['Мы заметили подозрительную активность.', 'Срочно войдите по ссылке, иначе аккаунт будет удалён через 24 часа.'] },
];

const DOMAINS = ['torgservis.ru', 'severstroy.ru', 'promtekh.ru', 'vektor-group.ru', 'optima-trade.ru', 'gorizont.ru'] as const;

const FILES = [
  { fileName: 'kommercheskoe-predlozhenie.pdf', type: 'pdf', size: '1.2 МБ' },
  { fileName: 'dogovor-postavki.doc', type: 'doc', size: '340 КБ' },
  { fileName: 'otchet-prodazhi.xls', type: 'xls', size: '820 КБ' },
  { fileName: 'foto-upakovki.jpg', type: 'jpg', size: '2.4 МБ' },
  { fileName: 'materialy-vstrechi.zip', type: 'zip', size: '5.1 МБ' },
  { fileName: 'schet-na-oplatu.pdf', type: 'pdf', size: '96 КБ' },
] as const;

/** How many mails each folder gets; together 64. */
const FOLDER_PLAN: [EmailFolder, number][] = [
  ['inbox', 32],
  ['sent', 10],
  ['draft', 6],
  ['spam', 8],
  ['trash', 8],
];

function correspondent(person: Person, index: number, random: Random): EmailSender {
  return {
    name: person.fullName,
    email: `${person.login}@${random.pick(DOMAINS)}`,
    // Some senders have no picture: the client shows their initials.
    avatar: index % 4 === 3 ? null : avatarUrl(index + 2),
  };
}

function recipient(sender: EmailSender): EmailRecipient {
  return { name: sender.name, email: sender.email };
}

function html(letter: Letter, to: EmailSender, from: EmailSender): string {
  const greeting = `<p>Здравствуйте, ${to.name.split(' ')[0]}!</p>`;
  const body = letter.paragraphs.map((p) => `<p>${p}</p>`).join('');
  return `${greeting}${body}<p>С уважением,<br>${from.name}</p>`;
}

function attachments(random: Random): EmailAttachment[] {
  return random.sample(FILES, random.int(1, 2)).map((file) => ({
    fileName: file.fileName,
    thumbnail: `/images/icons/files/${file.type}.svg`,
    url: `/files/${file.fileName}`,
    size: file.size,
  }));
}

function labels(random: Random): EmailLabel[] {
  return random.sample(EMAIL_LABELS, random.int(0, 2));
}

function replies(emailId: number, subject: string, other: EmailSender, time: Date, random: Random): EmailReply[] {
  const count = random.int(1, 2);
  return Array.from({ length: count }, (_, k) => {
    // Earlier messages of the thread alternate between the owner and the correspondent.
    const fromOwner = k % 2 === 0;
    const from = fromOwner ? MAILBOX_OWNER : other;
    const to = fromOwner ? other : MAILBOX_OWNER;
    const letter: Letter = {
      subject: `Re: ${subject}`,
      paragraphs: [fromOwner ? 'Спасибо, получили. Уточню детали у коллег и вернусь с ответом.' : 'Добрый день! Есть ли новости по нашему вопросу?'],
    };
    return {
      id: emailId * 10 + k + 1,
      from,
      to: [recipient(to)],
      cc: [],
      bcc: [],
      subject: letter.subject,
      message: html(letter, to, from),
      attachments: [],
      time: new Date(time.getTime() - (count - k) * 5 * 3_600_000).toISOString(),
    };
  });
}

/**
 * One mail of `folder`; `n` counts the folder's mails (spam letters and outgoing trash follow it),
 * `when` draws its time once the correspondent is chosen.
 */
function email(id: number, folder: EmailFolder, n: number, when: (draw: Random) => Date, people: readonly EmailSender[], draw: Random): EmailRecord {
  const other = draw.pick(people);
  const outgoing = folder === 'sent' || folder === 'draft' || (folder === 'trash' && n % 3 === 0);
  const from = outgoing ? MAILBOX_OWNER : other;
  const to = outgoing ? other : MAILBOX_OWNER;
  const letter = folder === 'spam' ? SPAM_LETTERS[n % SPAM_LETTERS.length] : BUSINESS_LETTERS[(id * 7) % BUSINESS_LETTERS.length];
  const time = when(draw);
  const incomingUnread = folder === 'inbox' ? draw.bool(0.35) : folder === 'spam' ? draw.bool(0.5) : false;
  return {
    id,
    from,
    to: [recipient(to)],
    subject: letter.subject,
    cc: folder !== 'spam' && draw.bool(0.25) ? [draw.pick(people).email] : [],
    bcc: outgoing && draw.bool(0.2) ? [draw.pick(people).email] : [],
    message: html(letter, to, from),
    attachments: folder !== 'spam' && draw.bool(0.3) ? attachments(draw) : [],
    isStarred: folder !== 'spam' && draw.bool(0.2),
    labels: folder === 'spam' ? [] : labels(draw),
    time: time.toISOString(),
    replies: folder === 'inbox' && draw.bool(0.2) ? replies(id, letter.subject, other, time, draw) : [],
    folder,
    isRead: !incomingUnread,
  };
}

export function seedEmail(rows?: number): EmailSeed {
  const random = createRandom('email');
  const people = Array.from({ length: 14 }, (_, i) => correspondent(randomPerson(random), i, random));
  const emails: EmailRecord[] = [];
  for (const [folder, count] of FOLDER_PLAN) {
    for (let n = 0; n < count; n++) {
      const id = emails.length + 1;
      // Interleave the folders in time; steps of 7 h with under 5 h of jitter keep every time distinct.
      const when = (draw: Random) => daysFromEpoch(0, -((id * 37) % 64) * 7 - draw.int(0, 280) / 60);
      emails.push(email(id, folder, n, when, people, random));
    }
  }
  // Older mail, every ~20 minutes further back, filed in the same proportions as the seed.
  const folders = FOLDER_PLAN.flatMap(([folder, count]) => Array.from({ length: count }, () => folder));
  const older = extraRows('email', emails.length, rows, (index, draw) => {
    const when = (d: Random) => daysFromEpoch(-20, -(index - emails.length) / 3 - d.int(0, 15) / 60);
    return email(index + 1, draw.pick(folders), index, when, people, draw);
  });
  return { owner: MAILBOX_OWNER, emails: [...emails, ...older] };
}
