import { lazyPage } from '../../app/routing/lazy-page';
import type { AppRoute } from '../../app/routing/types';

const CalendarPage = lazyPage(() => import('./pages/calendar-page'));

/** The route's data preload: a small chunk of its own, loaded beside the page's (app/routing/preload-route.ts). */
const data = () => import('./preload');

/** Routes of the calendar feature (spec section 2). */
export const routes: AppRoute[] = [
  { path: '/apps/calendar', element: CalendarPage, meta: { titleKey: 'calendar:pages.calendar.title', action: 'read', subject: 'Event' }, preload: (target) => void data().then((m) => m.preloadEvents(target)) },
];
