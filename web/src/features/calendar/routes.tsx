import { lazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute } from '../../lib/routing/types';

const CalendarPage = lazyWithPreload(() => import('./pages/calendar-page'), 'default');

/** The route's data preload: a small chunk of its own, started beside the page's as the navigation begins. */
const data = () => import('./preload');

/** Routes of the calendar feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/calendar', element: CalendarPage, meta: { titleKey: 'calendar:pages.calendar.title', action: 'read', subject: 'Event' }, preload: (target) => void data().then((m) => m.preloadEvents(target)) },
];
