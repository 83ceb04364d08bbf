import { daysFromEpoch } from '../random.js';

/** Knowledge base (spec section 3): cards, per-category sections of questions, and each question's article. */
export interface KbCard {
  id: number;
  category: string;
  img: string;
  title: string;
  desc: string;
}

export interface KbQuestionRef {
  id: number;
  question: string;
  slug: string;
}

export interface KbSection {
  id: number;
  title: string;
  icon: string;
  iconColor: string;
  questions: KbQuestionRef[];
}

export interface KbArticle {
  id: number;
  category: string;
  slug: string;
  title: string;
  /** ISO calendar date. */
  lastUpdated: string;
  content: string;
}

export interface KnowledgeBaseSeed {
  cards: KbCard[];
  sections: Record<string, KbSection[]>;
  articles: KbArticle[];
}

type Entry = readonly [slug: string, question: string, answer: string];
type SectionDraft = readonly [title: string, icon: string, iconColor: string, entries: readonly Entry[]];
type CategoryDraft = readonly [slug: string, title: string, desc: string, sections: readonly SectionDraft[]];

const CATEGORIES: readonly CategoryDraft[] = [
  ['getting-started', 'Начало работы', 'Регистрация, первый проект и приглашение команды.', [
    ['Первые шаги', 'rocket', 'primary', [
      ['create-account', 'Как создать аккаунт', 'Укажите адрес почты и пароль на странице регистрации и подтвердите почту по ссылке из письма.'],
      ['first-project', 'Как создать первый проект', 'Нажмите «Новый проект», задайте название и срок, затем добавьте первые задачи.'],
      ['invite-team', 'Как пригласить коллег', 'В разделе «Команда» введите адреса коллег: каждый получит письмо-приглашение.'],
    ]],
    ['Интерфейс', 'layout', 'info', [
      ['change-language', 'Как сменить язык интерфейса', 'Язык меняется в настройках профиля: доступны английский, русский и украинский.'],
      ['dark-theme', 'Как включить тёмную тему', 'Переключатель темы находится в верхней панели рядом с уведомлениями.'],
      ['shortcuts', 'Какие есть горячие клавиши', 'Список сочетаний клавиш открывается клавишей «?» на любой странице.'],
    ]],
  ]],
  ['account', 'Аккаунт и профиль', 'Личные данные, пароль, уведомления.', [
    ['Профиль', 'user', 'success', [
      ['edit-profile', 'Как изменить данные профиля', 'Откройте «Настройки аккаунта → Общие», измените поля и нажмите «Сохранить».'],
      ['change-avatar', 'Как загрузить аватар', 'Нажмите на текущий аватар в настройках и выберите изображение до 800 КБ.'],
      ['delete-account', 'Как удалить аккаунт', 'Удалить аккаунт может только владелец в разделе «Настройки → Владелец».'],
    ]],
    ['Вход и пароль', 'lock', 'warning', [
      ['reset-password', 'Как восстановить пароль', 'На странице входа нажмите «Забыли пароль?» и перейдите по ссылке из письма.'],
      ['change-password', 'Как сменить пароль', 'В разделе «Настройки аккаунта → Безопасность» введите текущий и новый пароль.'],
      ['two-factor', 'Как включить двухфакторную аутентификацию', 'Включите вход с кодом из приложения-аутентификатора в настройках безопасности.'],
    ]],
  ]],
  ['billing', 'Оплата и тарифы', 'Тарифы, счета и способы оплаты.', [
    ['Тарифы', 'package', 'primary', [
      ['plans-overview', 'Какие тарифы доступны', 'Кроме бесплатного тарифа доступны Mini, Basic, Business и Premium стоимостью до $199 в месяц.'],
      ['change-plan', 'Как сменить тариф', 'Тариф могут сменить только владелец аккаунта и администраторы в разделе «Оплата».'],
      ['trial', 'Как работает пробный период', 'Пробный период длится 14 дней и не требует банковской карты.'],
    ]],
    ['Платежи', 'credit-card', 'danger', [
      ['card-payment', 'Как оплатить картой', 'Принимаются карты Visa и MasterCard с подтверждением 3D Secure.'],
      ['foreign-card', 'Можно ли платить картой зарубежного банка', 'Да, через защищённую систему онлайн-платежей банка принимаются карты любого зарубежного банка.'],
      ['invoices', 'Где найти счета и акты', 'Все документы по платежам собраны в разделе «Оплата → Документы».'],
    ]],
  ]],
  ['projects', 'Проекты и задачи', 'Планирование, сроки и контроль работы.', [
    ['Задачи', 'check-square', 'success', [
      ['create-task', 'Как создать задачу', 'Нажмите «Добавить задачу», укажите название, срок, исполнителя и метки.'],
      ['task-tags', 'Как работают метки задач', 'Метки помогают фильтровать задачи: например, «команда», «обновление» или приоритет.'],
      ['restore-task', 'Как восстановить удалённую задачу', 'Удалённые задачи попадают в корзину, откуда их можно вернуть одним нажатием.'],
    ]],
    ['Проекты', 'folder', 'info', [
      ['project-limits', 'Сколько проектов можно вести', 'На бесплатном тарифе доступны 2 активных проекта, на платных — больше.'],
      ['archive-project', 'Как архивировать проект', 'Откройте меню проекта и выберите «В архив»: данные останутся доступны для чтения.'],
      ['project-templates', 'Как создать проект по шаблону', 'При создании проекта выберите один из шаблонов или сохраните свой.'],
    ]],
  ]],
  ['integrations', 'Интеграции и домены', 'Свой домен, импорт данных и резервные копии.', [
    ['Домены', 'globe', 'warning', [
      ['custom-domain', 'Как подключить свой домен', 'Свой домен подключается в зонах com, org, net, ua и ru через раздел «Настройки → Домен».'],
      ['dns-records', 'Какие DNS-записи нужны', 'Добавьте CNAME-запись, указанную на странице подключения домена.'],
      ['ssl', 'Нужен ли свой SSL-сертификат', 'Нет, сертификат для подключённого домена выпускается автоматически.'],
    ]],
    ['Данные', 'database', 'primary', [
      ['import-csv', 'Как импортировать задачи из CSV', 'В разделе «Настройки → Импорт» загрузите файл и сопоставьте столбцы с полями задач.'],
      ['ftp-backup', 'Как настроить резервные копии на FTP', 'Выгрузка копий на ваш FTP-сервер доступна на тарифе Premium и выше.'],
      ['export-data', 'Как выгрузить все данные', 'Полный архив данных формируется в разделе «Настройки → Экспорт».'],
    ]],
  ]],
  ['security', 'Безопасность', 'Права доступа, владелец аккаунта и защита данных.', [
    ['Права доступа', 'shield', 'danger', [
      ['roles', 'Какие роли есть в аккаунте', 'Владелец, администраторы аккаунта и участники: права каждой роли описаны в настройках.'],
      ['transfer-ownership', 'Как передать права владельца', 'Владелец может передать права только пользователю со статусом «администратор аккаунта».'],
      ['revoke-access', 'Как закрыть доступ сотруднику', 'Удалите пользователя из команды: его сессии завершатся сразу.'],
    ]],
    ['Защита данных', 'lock', 'success', [
      ['data-storage', 'Где хранятся данные', 'Данные хранятся в защищённых дата-центрах с ежедневным резервным копированием.'],
      ['session-log', 'Как посмотреть журнал входов', 'Журнал входов с датой и устройством доступен в настройках безопасности.'],
      ['report-issue', 'Как сообщить об уязвимости', 'Напишите нам через форму обратной связи с пометкой «Безопасность».'],
    ]],
  ]],
];

/** The article body: the short answer plus the shared "still need help" block. */
function articleHtml(question: string, answer: string): string {
  return [
    `<p>${answer}</p>`,
    `<h5>Подробнее</h5>`,
    `<p>Если инструкция «${question.toLowerCase()}» не помогла, проверьте права вашей роли: часть действий доступна только владельцу и администраторам аккаунта.</p>`,
    `<ul><li>Обновите страницу и повторите действие.</li><li>Убедитесь, что тариф поддерживает нужную функцию.</li><li>Напишите в поддержку, приложив снимок экрана.</li></ul>`,
  ].join('');
}

export function seedKnowledgeBase(): KnowledgeBaseSeed {
  const cards: KbCard[] = [];
  const sections: Record<string, KbSection[]> = {};
  const articles: KbArticle[] = [];
  let sectionId = 0;
  let questionId = 0;
  CATEGORIES.forEach(([slug, title, desc, drafts], index) => {
    cards.push({ id: index + 1, category: slug, img: `/images/knowledge-base/${slug}.svg`, title, desc });
    sections[slug] = drafts.map(([sectionTitle, icon, iconColor, entries]) => ({
      id: ++sectionId,
      title: sectionTitle,
      icon,
      iconColor,
      questions: entries.map(([questionSlug, question, answer]) => {
        const id = ++questionId;
        articles.push({
          id,
          category: slug,
          slug: questionSlug,
          title: question,
          lastUpdated: daysFromEpoch(-3 * id).toISOString().slice(0, 10),
          content: articleHtml(question, answer),
        });
        return { id, question, slug: questionSlug };
      }),
    }));
  });
  return { cards, sections, articles };
}
