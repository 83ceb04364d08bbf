import { avatarUrl, randomPerson } from '../people.js';
import { createRandom, daysFromEpoch } from '../random.js';

/** Blog (spec section 3: list item, sidebar, detail, edit). */
export const BLOG_CATEGORIES = [
  { value: 'productivity', label: 'Продуктивность', icon: 'trending-up' },
  { value: 'team', label: 'Команда', icon: 'users' },
  { value: 'updates', label: 'Обновления', icon: 'refresh-cw' },
  { value: 'cases', label: 'Кейсы', icon: 'briefcase' },
  { value: 'tips', label: 'Советы', icon: 'star' },
  { value: 'security', label: 'Безопасность', icon: 'shield' },
] as const;
export type BlogCategoryValue = (typeof BLOG_CATEGORIES)[number]['value'];

export const BLOG_STATUSES = ['Published', 'Pending', 'Draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export interface BlogCommentRecord {
  id: number;
  /** Null for a commenter without an avatar (a freshly registered account). */
  avatar: string | null;
  userFullName: string;
  /** ISO date-time. */
  commentedAt: string;
  commentText: string;
}

export interface BlogPostRecord {
  id: number;
  title: string;
  slug: string;
  img: string;
  featuredImage: string;
  avatar: string;
  userFullName: string;
  /** ISO date-time of publication. */
  createdTime: string;
  categories: BlogCategoryValue[];
  status: BlogStatus;
  /** HTML. */
  excerpt: string;
  /** HTML. */
  content: string;
  bookmarked: boolean;
  comments: BlogCommentRecord[];
}

type PostDraft = readonly [slug: string, title: string, categories: readonly BlogCategoryValue[], excerpt: string, body: readonly string[]];

const POSTS: readonly PostDraft[] = [
  ['weekly-planning', 'Планирование недели за 15 минут', ['productivity', 'tips'],
    'Простой ритуал в понедельник утром, который экономит часы в течение недели.',
    ['Начните с обзора просроченных задач: закройте или перенесите каждую, не оставляя «висящих».', 'Затем выберите три главных результата недели и привяжите к ним задачи с конкретными сроками.', 'В конце распределите задачи по дням так, чтобы в каждом оставалось время на непредвиденное.']],
  ['remote-team-rituals', 'Ритуалы распределённой команды', ['team'],
    'Как сохранить общий ритм, когда коллеги работают в разных городах.',
    ['Короткая ежедневная сверка в чате заменяет долгие созвоны.', 'Раз в неделю команда разбирает доску задач вместе и договаривается о приоритетах.', 'Важные решения фиксируются в описании задачи, а не в личной переписке.']],
  ['release-autumn', 'Осеннее обновление: метки, фильтры и календарь', ['updates'],
    'Рассказываем о новых возможностях, которые появились в сервисе этой осенью.',
    ['Метки задач теперь можно комбинировать в фильтрах и сохранять как представления.', 'Календарь показывает события по категориям и позволяет включать их по одной.', 'Поиск стал учитывать даты сроков и метки задач.']],
  ['agency-case', 'Кейс: digital-агентство сократило сроки на треть', ['cases', 'productivity'],
    'Как команда из двенадцати человек перестала терять задачи между проектами.',
    ['До перехода задачи жили в трёх разных таблицах и мессенджере.', 'После переноса в единые проекты руководитель видит загрузку каждого сотрудника.', 'Через два месяца средний срок выполнения задачи сократился на 33%.']],
  ['focus-time', 'Время фокуса: как защитить его от встреч', ['productivity', 'tips'],
    'Три правила, которые помогают работать глубоко и без переключений.',
    ['Заблокируйте в календаре два утренних часа без встреч.', 'Отключите уведомления чата на это время и предупредите коллег.', 'Сложные задачи ставьте на утро, рутинные — после обеда.']],
  ['password-hygiene', 'Гигиена паролей для всей команды', ['security', 'tips'],
    'Базовые правила, которые защищают рабочий аккаунт от взлома.',
    ['Используйте уникальный пароль для каждого сервиса и храните их в менеджере паролей.', 'Включите двухфакторную аутентификацию для всех администраторов аккаунта.', 'Регулярно проверяйте журнал входов и закрывайте доступ ушедшим сотрудникам.']],
  ['onboarding-checklist', 'Чек-лист адаптации нового сотрудника', ['team', 'tips'],
    'Шаблон проекта, который проведёт новичка через первые две недели.',
    ['Создайте проект по шаблону «Адаптация» и назначьте наставника.', 'Разбейте первые дни на небольшие задачи со сроками и понятным результатом.', 'В конце второй недели проведите встречу и соберите обратную связь.']],
  ['retail-case', 'Кейс: сеть магазинов и 40 проектов открытия', ['cases'],
    'Как планировать десятки однотипных запусков и ничего не забыть.',
    ['Каждое открытие магазина стало отдельным проектом из общего шаблона.', 'Региональные менеджеры видят только свои проекты, а руководство — сводку по всем.', 'Резервные копии выгружаются на собственный FTP-сервер компании.']],
  ['backup-ftp', 'Резервные копии на собственный сервер', ['security', 'updates'],
    'На тарифе Premium и выше копии данных можно выгружать на свой FTP.',
    ['Укажите адрес сервера и учётные данные в настройках резервного копирования.', 'Копия формируется каждую ночь и содержит все проекты, задачи и файлы.', 'Журнал выгрузок показывает дату, размер и результат каждой копии.']],
  ['meeting-notes', 'Заметки встреч, которые превращаются в задачи', ['productivity', 'team'],
    'Как не терять договорённости после совещаний.',
    ['Ведите заметки прямо в проекте, к которому относится встреча.', 'Каждую договорённость сразу оформляйте задачей с исполнителем и сроком.', 'Через неделю проверьте, что все задачи встречи закрыты.']],
];

const COMMENT_TEXTS = [
  'Спасибо, очень полезно! Попробуем в нашей команде.',
  'А можно подробнее про настройку фильтров?',
  'Мы делаем почти так же, но раз в две недели.',
  'Отличная статья, сохранил в закладки.',
  'Было бы здорово увидеть пример шаблона.',
  'Внедрили у себя — работает.',
];

export function seedBlog(): BlogPostRecord[] {
  const random = createRandom('content-blog');
  let commentId = 0;
  return POSTS.map(([slug, title, categories, excerpt, body], index) => {
    const id = index + 1;
    const author = randomPerson(random);
    const created = daysFromEpoch(-7 * (index + 1), 10);
    const comments = Array.from({ length: random.int(0, 3) }, (_, n) => {
      const person = randomPerson(random);
      return {
        id: ++commentId,
        avatar: avatarUrl(random.int(1, 20)),
        userFullName: person.fullName,
        commentedAt: new Date(created.getTime() + (n + 1) * 86_400_000).toISOString(),
        commentText: random.pick(COMMENT_TEXTS),
      };
    });
    return {
      id,
      title,
      slug,
      img: `/images/blog/${id}.svg`,
      featuredImage: `/images/blog/${id}.svg`,
      avatar: avatarUrl(random.int(1, 20)),
      userFullName: author.fullName,
      createdTime: created.toISOString(),
      categories: [...categories],
      status: index === POSTS.length - 1 ? 'Draft' : 'Published',
      excerpt: `<p>${excerpt}</p>`,
      content: body.map((p) => `<p>${p}</p>`).join(''),
      bookmarked: random.bool(0.3),
      comments,
    };
  });
}
