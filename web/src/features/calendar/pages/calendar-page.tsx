import { Card } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import type { CalendarRef, DateClickInfo, DatesSetInfo } from '@fullcalendar/react';
import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { WhenIdleOrOpen } from '../../../components/after-first-screen';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { useLayoutSettings } from '../../../lib/layout-settings';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';
import { PHONE_SCREEN, useMediaQuery } from '../../../lib/use-media-query';
import { EventsQuery } from '../api/events-query';
import { CalendarSidebar } from '../components/calendar-sidebar';
import type { EventDrawerState } from '../components/event-drawer';
import { VIEWS, type CalendarView } from '../calendar-meta';
import { useCalendarFilters } from '../hooks/use-calendar-filters';
import { useReschedule } from '../hooks/use-reschedule';
import '../calendar.css';

/** FullCalendar loads after the first screen; a still of the board's size holds its place meanwhile. */
const CalendarBoard = lazyWithPreload(() => import('../components/calendar-board'), 'CalendarBoard');
/** The add / edit drawer (its form, guest picker and history) is not on the first screen. */
const EventDrawer = lazyWithPreload(() => import('../components/event-drawer'), 'EventDrawer');

function isView(value: string | null): value is CalendarView {
  return value !== null && (VIEWS as readonly string[]).includes(value);
}

/**
 * The calendar app: categories and a month picker on the left, FullCalendar on the right, a drawer
 * to add and edit. Filters, view and date are in the URL (`?calendars=Business,Family&view=timeGridWeek&date=2026-11-16`).
 */
export default function CalendarPage() {
  const { t } = useTranslation('calendar');
  const { settings } = useLayoutSettings();
  const filters = useCalendarFilters();
  const [search, setSearch] = useSearchParams();
  const calendarRef = useRef<CalendarRef>(null);
  const [drawer, setDrawer] = useState<EventDrawerState>(null);
  const [shownMonth, setShownMonth] = useState(() => new Date());
  const [picked, setPicked] = useState<Date | null>(null);
  const reschedule = useReschedule();
  const { data, previousData, error, refetch } = useQuery(EventsQuery, { variables: { calendars: filters.queryArg } });

  const events = data?.events ?? previousData?.events;
  const viewParam = search.get('view');
  // A phone starts on the month's list (a shared link keeps the view it names).
  const phone = useMediaQuery(PHONE_SCREEN);
  const view: CalendarView = isView(viewParam) ? viewParam : phone ? 'listMonth' : 'dayGridMonth';
  const dateParam = search.get('date');
  const initialDate = dateParam && /^\d{4}-\d{2}-\d{2}$/.test(dateParam) ? dateParam : undefined;

  // FullCalendar owns navigation; we mirror where it is into the URL (replace: no history per click).
  function onDatesSet(info: DatesSetInfo) {
    const middle = new Date((info.view.currentStart.getTime() + info.view.currentEnd.getTime()) / 2);
    setShownMonth(info.view.type === 'dayGridMonth' || info.view.type === 'listMonth' ? middle : info.view.currentStart);
    const query = new URLSearchParams(window.location.search);
    query.set('view', info.view.type);
    query.set('date', `${info.view.currentStart.getFullYear()}-${String(info.view.currentStart.getMonth() + 1).padStart(2, '0')}-${String(info.view.currentStart.getDate()).padStart(2, '0')}`);
    if (query.toString() !== window.location.search.slice(1)) setSearch(query, { replace: true });
  }

  function openEvent(id: string) {
    const event = events?.find((e) => e.id === id);
    if (event) setDrawer({ mode: 'edit', event });
  }

  function onDateClick(info: DateClickInfo) {
    setDrawer({ mode: 'add', day: info.date, allDay: info.allDay, hasTime: !info.allDay });
  }

  const drawerKey = drawer ? (drawer.mode === 'edit' ? drawer.event.id : `add-${drawer.day.getTime()}-${drawer.allDay}`) : 'closed';

  return (
    <div className="page calendar-page">
      <PageHeader title={t('pages.calendar.title')} />
      <Card className="card calendar-app">
        <CalendarSidebar
          selected={filters.selected}
          allSelected={filters.allSelected}
          month={shownMonth}
          picked={picked}
          onAdd={() => setDrawer({ mode: 'add', day: new Date(), allDay: false, hasTime: false })}
          onToggle={filters.toggle}
          onSelectAll={filters.selectAll}
          onClear={filters.clear}
          onPickDate={(date) => {
            setPicked(date);
            calendarRef.current?.getApi().gotoDate(date);
          }}
        />
        <section className="calendar-main" aria-label={t('board.label')}>
          {error && !events ? (
            <ErrorState error={error} onRetry={() => void refetch()} />
          ) : !events ? (
            <LoadingState />
          ) : (
            <>
              {events.length === 0 ? (
                <p className="calendar-main__empty" role="status">
                  {filters.selected.length === 0 ? t('board.noCategories') : t('board.noEvents')}
                </p>
              ) : null}
              <Suspense fallback={<div className="calendar-board-still" aria-hidden="true" />}>
                <CalendarBoard
                  calendarRef={calendarRef}
                  events={events}
                  view={view}
                  initialDate={initialDate}
                  rtl={settings.isRTL}
                  compact={phone}
                  onDatesSet={onDatesSet}
                  onEventClick={openEvent}
                  onDateClick={onDateClick}
                  onReschedule={(info) => void reschedule(info)}
                />
              </Suspense>
            </>
          )}
        </section>
      </Card>
      {events || drawer ? (
        <WhenIdleOrOpen open={drawer !== null}>
          <EventDrawer key={drawerKey} state={drawer} onClose={() => setDrawer(null)} />
        </WhenIdleOrOpen>
      ) : null}
    </div>
  );
}
