import { daysFromEpoch } from './random.js';
import type { SearchSeed } from '../server/search/models.js';
import { createRandom } from '../server/common/random.js';

type PageRow = [target: string, title: string, icon: string, link: string];

/** Every screen of spec section 2, in menu order. */
const PAGES: PageRow[] = [
  ['ecommerceDash', 'Дашборд e-commerce', 'dashboard', '/'],
  ['analyticsDash', 'Дашборд аналитики', 'timeline-line-chart', '/dashboard/analytics'],
  ['email', 'Почта', 'envelope', '/apps/email'],
  ['chat', 'Чат', 'chat', '/apps/chat'],
  ['todo', 'Задачи', 'tick-circle', '/apps/todo'],
  ['calendar', 'Календарь', 'calendar', '/apps/calendar'],
  ['userList', 'Пользователи — список', 'people', '/apps/user/list'],
  ['userView', 'Пользователь — карточка', 'person', '/apps/user/view'],
  ['roles', 'Роли', 'shield', '/apps/roles'],
  ['permissions', 'Права доступа', 'lock', '/apps/permissions'],
  ['accessControl', 'Контроль доступа', 'key', '/access-control'],
  ['invoiceList', 'Счета — список', 'document', '/apps/invoice/list'],
  ['invoiceAdd', 'Счета — новый счёт', 'add', '/apps/invoice/add'],
  ['shop', 'Магазин', 'shop', '/apps/ecommerce/shop'],
  ['wishlist', 'Список желаний', 'heart', '/apps/ecommerce/wishlist'],
  ['checkout', 'Корзина и оформление', 'shopping-cart', '/apps/ecommerce/checkout'],
  ['datatables', 'Таблицы данных', 'th', '/datatables'],
  ['loginBasic', 'Вход — базовый', 'log-in', '/pages/login-basic'],
  ['loginCover', 'Вход — с обложкой', 'log-in', '/pages/login-cover'],
  ['registerBasic', 'Регистрация — базовая', 'new-person', '/pages/register-basic'],
  ['registerCover', 'Регистрация — с обложкой', 'new-person', '/pages/register-cover'],
  ['forgotPasswordBasic', 'Забыли пароль — базовая', 'unlock', '/pages/forgot-password-basic'],
  ['forgotPasswordCover', 'Забыли пароль — с обложкой', 'unlock', '/pages/forgot-password-cover'],
  ['resetPasswordBasic', 'Сброс пароля — базовый', 'reset', '/pages/reset-password-basic'],
  ['resetPasswordCover', 'Сброс пароля — с обложкой', 'reset', '/pages/reset-password-cover'],
  ['verifyEmailBasic', 'Подтверждение почты — базовое', 'confirm', '/pages/verify-email-basic'],
  ['verifyEmailCover', 'Подтверждение почты — с обложкой', 'confirm', '/pages/verify-email-cover'],
  ['twoStepsBasic', 'Двухэтапная проверка — базовая', 'mobile-phone', '/pages/two-steps-basic'],
  ['twoStepsCover', 'Двухэтапная проверка — с обложкой', 'mobile-phone', '/pages/two-steps-cover'],
  ['accountSettings', 'Настройки аккаунта', 'cog', '/pages/account-settings'],
  ['profile', 'Профиль', 'id-number', '/pages/profile'],
  ['faq', 'Вопросы и ответы', 'help', '/pages/faq'],
  ['knowledgeBase', 'База знаний', 'book', '/pages/knowledge-base'],
  ['pricing', 'Тарифы', 'dollar', '/pages/pricing'],
  ['blogList', 'Блог — список', 'manual', '/pages/blog/list'],
  ['blogDetail', 'Блог — статья', 'document-open', '/pages/blog/detail'],
  ['blogEdit', 'Блог — редактирование', 'edit', '/pages/blog/edit'],
  ['license', 'Лицензия', 'endorsed', '/pages/license'],
  ['apiKey', 'API-ключ', 'key', '/pages/api-key'],
  ['modalExamples', 'Модальные окна', 'applications', '/pages/modal-examples'],
  ['comingSoon', 'Скоро запуск', 'time', '/misc/coming-soon'],
  ['notAuthorized', 'Нет доступа', 'disable', '/misc/not-authorized'],
  ['maintenance', 'Техническое обслуживание', 'wrench', '/misc/maintenance'],
  ['error', 'Страница ошибки', 'error', '/misc/error'],
  ['uiElements', 'Элементы интерфейса', 'widget', '/ui-element'],
  ['components', 'Компоненты', 'cube', '/components'],
  ['cards', 'Карточки', 'credit-card', '/cards'],
  ['extensions', 'Расширения', 'layers', '/extensions'],
  ['forms', 'Формы', 'form', '/forms'],
  ['tables', 'Таблицы', 'th-list', '/tables'],
  ['charts', 'Графики', 'chart', '/charts'],
  ['pageLayout', 'Макеты страниц', 'page-layout', '/page-layout'],
  ['colors', 'Цвета', 'tint', '/colors'],
  ['icons', 'Иконки', 'star', '/icons'],
];

/** Pinned on a fresh start, like a user who already set up a workspace. */
const BOOKMARKED = new Set(['email', 'chat', 'todo', 'calendar']);

const FILE_TITLES: [title: string, ext: 'pdf' | 'doc' | 'xls' | 'zip' | 'jpg' | 'txt'][] = [
  ['Договор поставки 2026.pdf', 'pdf'],
  ['Коммерческое предложение.doc', 'doc'],
  ['Отчёт по продажам за квартал.xls', 'xls'],
  ['Презентация для клиента.pdf', 'pdf'],
  ['Макеты лендинга.zip', 'zip'],
  ['Фото с выставки.jpg', 'jpg'],
  ['Регламент поддержки.doc', 'doc'],
  ['Воронка продаж — сентябрь.xls', 'xls'],
  ['Заметки со встречи.txt', 'txt'],
  ['Прайс-лист партнёров.pdf', 'pdf'],
];

const PEOPLE = [
  'Мария Волкова', 'Дмитрий Орлов', 'Елена Соколова', 'Павел Лебедев', 'Ольга Морозова', 'Сергей Новиков',
  'Наталья Егорова', 'Алексей Павлов', 'Татьяна Козлова', 'Виктор Степанов',
];

const LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n',
  о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sch', ы: 'y',
  ь: '', ъ: '', э: 'e', ю: 'yu', я: 'ya', ё: 'e',
};

function latin(text: string): string {
  return [...text.toLowerCase()].map((c) => LATIN[c] ?? c).join('');
}

export function seedSearch(): SearchSeed {
  const random = createRandom('search');
  const pages = PAGES.map(([target, title, icon, link], index) => ({
    id: index + 1,
    target,
    isBookmarked: BOOKMARKED.has(target),
    title,
    icon,
    link,
  }));
  const files = FILE_TITLES.map(([title, ext]) => ({
    title,
    by: random.pick(PEOPLE),
    size: `${random.int(1, 9)},${random.int(0, 9)} МБ`,
    file: `/images/icons/files/${ext}.svg`,
  }));
  const contacts = PEOPLE.map((name, index) => {
    const [first, last] = name.split(' ');
    return {
      title: name,
      email: `${latin(first)}.${latin(last)}@example.com`,
      img: `/images/avatars/${index + 3}.svg`,
      date: daysFromEpoch(-random.int(1, 60)).toISOString().slice(0, 10),
    };
  });
  return { pages, files, contacts };
}
