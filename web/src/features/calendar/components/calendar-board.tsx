import FullCalendar, { type CalendarRef, type DateClickInfo, type DatesSetInfo, type EventClickInfo, type EventDropInfo, type EventInput, type EventResizeDoneInfo } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import enLocale from '@fullcalendar/react/locales/en-gb';
import ruLocale from '@fullcalendar/react/locales/ru';
import ukLocale from '@fullcalendar/react/locales/uk';
import classicTheme from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFieldsFragment } from '../../../__generated__/graphql';
import { CATEGORY_COLORS, PHONE_VIEWS, VIEWS, type CalendarView } from '../calendar-meta';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import '@fullcalendar/react/themes/classic/palette.css';


const LOCALES = { ru: ruLocale, uk: ukLocale, en: enLocale };
const PLUGINS = [classicTheme, dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin];

/** All-day events are whole UTC days on the server: FullCalendar gets the bare dates so no zone shifts them. */
function toInput(event: EventFieldsFragment): EventInput {
  return {
    id: event.id,
    title: event.title,
    start: event.allDay ? event.start.slice(0, 10) : event.start,
    end: event.allDay ? event.end.slice(0, 10) : event.end,
    allDay: event.allDay,
    className: `cal-event cal-event--${CATEGORY_COLORS[event.extendedProps.calendar]}`,
    extendedProps: { calendar: event.extendedProps.calendar },
  };
}

interface Props {
  calendarRef: Ref<CalendarRef>;
  events: readonly EventFieldsFragment[];
  view: CalendarView;
  initialDate: string | undefined;
  rtl: boolean;
  /** A phone: the title on its own line, and only the list and day views offered (a month grid does not fit). */
  compact: boolean;
  onDatesSet: (info: DatesSetInfo) => void;
  onEventClick: (id: string) => void;
  onDateClick: (info: DateClickInfo) => void;
  onReschedule: (info: EventDropInfo | EventResizeDoneInfo) => void;
}

/** FullCalendar v7 (its own daygrid, timegrid, list and interaction plugins) in the classic theme, recoloured by our tokens. */
export function CalendarBoard({ calendarRef, events, view, initialDate, rtl, compact, onDatesSet, onEventClick, onDateClick, onReschedule }: Props) {
  const { t, i18n } = useTranslation();
  const inputs = useMemo(() => events.map(toInput), [events]);
  const locale = LOCALES[i18n.language as keyof typeof LOCALES] ?? ruLocale;

  return (
    <div className="calendar-board" data-testid="calendar-board">
      <FullCalendar
        ref={calendarRef}
        plugins={PLUGINS}
        initialView={view}
        initialDate={initialDate}
        locale={locale}
        // The "today" button's name must hold the text it shows (WCAG 2.5.3); FullCalendar's English hint says "This month".
        todayText={t('calendar:toolbar.today')}
        todayHint={t('calendar:toolbar.today')}
        direction={rtl ? 'rtl' : 'ltr'}
        headerToolbar={compact ? { start: 'title', end: 'prev,next' } : { start: 'prev,next today title', end: VIEWS.join(',') }}
        footerToolbar={compact ? { start: 'today', end: PHONE_VIEWS.join(',') } : undefined}
        height="auto"
        events={inputs}
        editable
        eventResizableFromStart
        dayMaxEvents={3}
        nowIndicator
        // The team's working day; the grid stays compact instead of 24 empty hours.
        slotMinTime="07:00:00"
        slotMaxTime="22:00:00"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        navLinks
        eventClick={(info: EventClickInfo) => {
          info.jsEvent.preventDefault();
          onEventClick(info.event.id);
        }}
        dateClick={onDateClick}
        eventDrop={onReschedule}
        eventResize={onReschedule}
        datesSet={onDatesSet}
      />
    </div>
  );
}
