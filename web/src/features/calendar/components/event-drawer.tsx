import { Button, FormGroup, HTMLSelect, InputGroup, Switch, TextArea } from '@blueprintjs/core';
import { DateInput } from '../../../components/lazy-datetime';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventFieldsFragment } from '../../../__generated__/graphql';
import { ChangeHistory } from '../../../components/audit/change-history';
import { ConfirmDeleteAlert } from '../../../components/confirm-delete-alert';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { VersionConflictNotice } from '../../../components/version-conflict-notice';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { changedFields, versionConflictOf, type VersionConflict } from '../../../lib/version-conflict';
import { toast } from '../../../lib/toaster';
import { AddEventMutation } from '../api/add-event-mutation';
import { placeEventInLists, removeEventFromLists } from '../api/events-cache';
import { EventFields } from '../api/event-fields';
import { EventQuery } from '../api/event-query';
import { RemoveEventMutation } from '../api/remove-event-mutation';
import { UpdateEventMutation } from '../api/update-event-mutation';
import { CATEGORIES, CATEGORY_COLORS, GUESTS, isCategory, TITLE_MAX } from '../calendar-meta';
import { blankForm, formFromEvent, inputOf, validateEvent, type EventForm, type EventFormErrors } from '../event-form';
import { GuestSelect } from './guest-select';
import { AppDrawer } from '../../../components/app-drawer';

/** The form's fields as their labels name them (calendar.json `form.*`). */
const FIELD_LABELS: Record<keyof EventForm, string> = {
  title: 'title',
  calendar: 'category',
  start: 'start',
  end: 'end',
  allDay: 'allDay',
  url: 'url',
  guests: 'guests',
  location: 'location',
  description: 'description',
};

/**
 * What the drawer opens on: a new event on `day` (a clicked cell, with its time when it has one, or today) or an
 * event to edit. The drawer makes the form itself, so the page's first screen carries no form code.
 */
export type EventDrawerState = { mode: 'add'; day: Date; allDay: boolean; hasTime: boolean } | { mode: 'edit'; event: EventFieldsFragment } | null;

function formOf(state: EventDrawerState): EventForm | null {
  if (state === null) return null;
  return state.mode === 'edit' ? formFromEvent(state.event) : blankForm(state.day, state.allDay, state.hasTime);
}

/** Add or edit an event in a side panel; edit also removes (after a confirmation). `key` on the caller resets it per event. */
export function EventDrawer({ state, onClose }: { state: EventDrawerState; onClose: () => void }) {
  const { t } = useTranslation('calendar');
  const event = state?.mode === 'edit' ? state.event : null;
  const [form, setForm] = useState<EventForm | null>(() => formOf(state));
  const [errors, setErrors] = useState<EventFormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [addEvent, added] = useMutation(AddEventMutation);
  const [updateEvent, updated] = useMutation(UpdateEventMutation);
  const [removeEvent] = useMutation(RemoveEventMutation);
  // Someone else changing or removing this event while it is open is said, not silently overwritten by a save.
  const remote = useRemoteChange('Event', event?.id ?? null, EventFields);
  const client = useApolloClient();
  // The event and version the form was read at: a save made from it is refused (CONFLICT) once someone else saved.
  const [base, setBase] = useState(event);
  const [conflict, setConflict] = useState<{ stale: VersionConflict; latest: EventFieldsFragment; fields: (keyof EventForm)[] } | null>(null);
  const guestOptions = useMemo(() => [...new Set([...GUESTS, ...(event?.extendedProps.guests ?? [])])], [event]);

  function set<K extends keyof EventForm>(key: K, value: EventForm[K]) {
    setForm((f) => (f ? { ...f, [key]: value } : f));
    setErrors((e) => ({ ...e, [key]: undefined, ...(key === 'start' || key === 'allDay' ? { end: undefined } : {}) }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!form) return;
    const found = validateEvent(form, t);
    setErrors(found);
    const input = inputOf(form);
    if (Object.keys(found).length > 0 || !input) return;
    try {
      if (event) {
        await updateEvent({ variables: { id: event.id, input: { ...input, version: base?.version } }, update: (cache, { data }) => data && placeEventInLists(cache, data.updateEvent) });
        toast.success(t('toast.updated'));
      } else {
        await addEvent({ variables: { input }, update: (cache, { data }) => data && placeEventInLists(cache, data.addEvent) });
        toast.success(t('toast.added'));
      }
      onClose();
    } catch (error) {
      const stale = versionConflictOf(error);
      if (stale && event) await showConflict(stale, event.id);
      else toast.error(t('toast.saveFailed', { message: error instanceof Error ? error.message : String(error) }));
    }
  }

  /** Reads the event as it is now (into the cache too) and names the fields changed since the form was read. */
  async function showConflict(stale: VersionConflict, id: string) {
    const { data } = await client.query({ query: EventQuery, variables: { id }, fetchPolicy: 'network-only' });
    if (!data || !base) return;
    setConflict({ stale, latest: data.event, fields: changedFields(formFromEvent(base), formFromEvent(data.event)) });
  }

  /** Their version becomes the form and the version the next save is made from. */
  function takeConflicting() {
    if (!conflict) return;
    setForm(formFromEvent(conflict.latest));
    setBase(conflict.latest);
    setConflict(null);
  }

  /** Keep my edits: the next save is made from the current version, so it overwrites knowingly. */
  function keepMine() {
    if (!conflict) return;
    setBase(conflict.latest);
    setConflict(null);
  }

  function takeTheirs() {
    remote.takeTheirs((latest) => {
      setForm(formFromEvent(latest));
      setBase(latest);
      setErrors({});
    });
  }

  const group = (key: keyof EventFormErrors, label: string, control: ReactNode, required = false) => (
    <FormGroup label={label} labelFor={`event-${key}`} labelInfo={required ? <span className="calendar-required" aria-hidden="true">*</span> : undefined} helperText={errors[key]} intent={errors[key] ? 'danger' : 'none'}>
      {control}
    </FormGroup>
  );

  const dateInput = (key: 'start' | 'end') =>
    form ? (
      <DateInput
        dateFnsFormat={form.allDay ? 'dd.MM.yyyy' : 'dd.MM.yyyy HH:mm'}
        timePrecision={form.allDay ? undefined : 'minute'}
        timePickerProps={form.allDay ? undefined : { showArrowButtons: true }}
        placeholder={form.allDay ? t('form.datePlaceholder') : t('form.dateTimePlaceholder')}
        fill
        closeOnSelection={form.allDay}
        showTimezoneSelect={false}
        invalidDateMessage={t('form.errors.date')}
        popoverProps={{ placement: 'bottom-start' }}
        inputProps={{ id: `event-${key}`, intent: errors[key] ? 'danger' : 'none', 'aria-required': true }}
        value={form[key]}
        onChange={(value) => set(key, value)}
      />
    ) : null;

  return (
    <AppDrawer isOpen={state !== null} onClose={onClose} label={event ? t('drawer.editTitle') : t('drawer.addTitle')} title={event ? t('drawer.editTitle') : t('drawer.addTitle')} icon={event ? 'edit' : 'calendar'} size="min(440px, 100%)" className="calendar-drawer">
      {form ? (
        <form className="calendar-form" onSubmit={submit} noValidate data-testid="event-form">
          <div className="calendar-form__body">
            {conflict ? (
              <VersionConflictNotice updatedBy={conflict.stale.updatedBy} fields={conflict.fields.map((field) => t(`form.${FIELD_LABELS[field]}`))} onReload={takeConflicting} onDismiss={keepMine} />
            ) : null}
            {remote.change && !conflict ? <RemoteChangeNotice change={remote.change} onReload={takeTheirs} onDismiss={remote.dismiss} /> : null}
            {group(
              'title',
              t('form.title'),
              <InputGroup id="event-title" autoFocus value={form.title} maxLength={TITLE_MAX + 1} placeholder={t('form.titlePlaceholder')} intent={errors.title ? 'danger' : 'none'} aria-invalid={Boolean(errors.title)} aria-required onValueChange={(v) => set('title', v)} />,
              true,
            )}
            <FormGroup label={t('form.category')} labelFor="event-category">
              <HTMLSelect id="event-category" fill value={form.calendar} onChange={(e) => isCategory(e.target.value) && set('calendar', e.target.value)} className={`calendar-select calendar-select--${CATEGORY_COLORS[form.calendar]}`}>
                {CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {t(`category.${c}`)}
                  </option>
                ))}
              </HTMLSelect>
            </FormGroup>
            <Switch className="calendar-form__allday" label={t('form.allDay')} checked={form.allDay} onChange={(e) => set('allDay', e.currentTarget.checked)} data-testid="event-allday" />
            <div className="calendar-form__dates">
              {group('start', t('form.start'), dateInput('start'), true)}
              {group('end', form.allDay ? t('form.endDay') : t('form.end'), dateInput('end'), true)}
            </div>
            {group('url', t('form.url'), <InputGroup id="event-url" type="url" leftIcon="link" value={form.url} placeholder="https://" intent={errors.url ? 'danger' : 'none'} aria-invalid={Boolean(errors.url)} onValueChange={(v) => set('url', v)} />)}
            <FormGroup label={t('form.guests')} labelFor="event-guests">
              <GuestSelect id="event-guests" options={guestOptions} value={form.guests} onChange={(guests) => set('guests', guests)} />
            </FormGroup>
            <FormGroup label={t('form.location')} labelFor="event-location">
              <InputGroup id="event-location" leftIcon="map-marker" value={form.location} placeholder={t('form.locationPlaceholder')} onValueChange={(v) => set('location', v)} />
            </FormGroup>
            <FormGroup label={t('form.description')} labelFor="event-description">
              <TextArea id="event-description" fill autoResize rows={3} value={form.description} placeholder={t('form.descriptionPlaceholder')} onChange={(e) => set('description', e.target.value)} />
            </FormGroup>
            {event?.url ? (
              <a className="calendar-form__link" href={event.url} target="_blank" rel="noopener noreferrer">
                {t('form.openLink')}
              </a>
            ) : null}
            {event ? <ChangeHistory subject="Event" recordId={event.id} level={3} /> : null}
          </div>
          <div className="calendar-form__footer">
            <Button type="submit" intent="primary" loading={added.loading || updated.loading} text={event ? t('action.save') : t('action.create')} data-testid="event-submit" />
            <Button variant="outlined" text={t('common:action.cancel')} onClick={onClose} />
            {event ? <Button className="calendar-form__delete" variant="minimal" intent="danger" icon="trash" text={t('action.remove')} onClick={() => setConfirming(true)} data-testid="event-remove" /> : null}
          </div>
        </form>
      ) : null}
      <ConfirmDeleteAlert
        item={confirming ? event : null}
        onClose={() => setConfirming(false)}
        // No optimistic answer: the drawer closes once the server has removed the event.
        optimistic={false}
        onDelete={(target) => removeEvent({ variables: { id: target.id }, update: (cache, { data }) => data && removeEventFromLists(cache, data.removeEvent.id) })}
        onDeleted={onClose}
        message={(target) => t('drawer.confirmRemove', { title: target.title })}
        confirmText={t('action.remove')}
        toasts={{ done: () => t('toast.removed'), failed: (message) => t('toast.removeFailed', { message }) }}
        className="calendar-confirm"
      />
    </AppDrawer>
  );
}
