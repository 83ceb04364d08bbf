import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const CalendarPage = lazyPage(() => import('./pages/calendar-page'));

/** Routes of the calendar feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/calendar', element: CalendarPage, meta: { titleKey: 'calendar:pages.calendar.title', action: 'read', subject: 'Event' } },
];
