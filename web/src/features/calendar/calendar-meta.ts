import type { CalendarCategory } from '../../__generated__/graphql';

/** The five filter categories in the order the sidebar lists them (spec sections 3 and 4). */
export const CATEGORIES = ['Business', 'Holiday', 'Personal', 'Family', 'ETC'] as const satisfies readonly CalendarCategory[];

/** The board's views, in the order its toolbar offers them (FullCalendar's view names). */
export const VIEWS = ['dayGridMonth', 'timeGridWeek', 'timeGridDay', 'listMonth'] as const;
/** The views offered on a phone: a list of the month, or one day. */
export const PHONE_VIEWS = ['listMonth', 'timeGridDay'] as const;
export type CalendarView = (typeof VIEWS)[number];

/** Skin colour tokens per category, so events stay readable in every skin. */
export const CATEGORY_COLORS: Record<CalendarCategory, string> = {
  Business: 'primary',
  Holiday: 'success',
  Personal: 'danger',
  Family: 'warning',
  ETC: 'info',
};

/** The people an event can invite: the sales team the demo is about. */
export const GUESTS = [
  'Анна Смирнова',
  'Дмитрий Козлов',
  'Екатерина Новикова',
  'Игорь Морозов',
  'Мария Волкова',
  'Олег Соколов',
  'Светлана Павлова',
  'Тимур Ахметов',
] as const;

export const TITLE_MAX = 200;

export function isCategory(value: string | null | undefined): value is CalendarCategory {
  return value != null && (CATEGORIES as readonly string[]).includes(value);
}
