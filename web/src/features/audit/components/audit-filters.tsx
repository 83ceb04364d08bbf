import { Button, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_SUBJECTS, isAuditSubject } from '../../../components/audit/audit-format';
import { isOneOf } from '../../../lib/one-of';
import type { UrlListState } from '../../../lib/url-state';
import { AuditActorsQuery } from '../api/audit-actors-query';
import type { AuditLogFilters } from '../audit-log-state';

/** Person, kind of record, action and dates: each change goes to the URL. */
export function AuditFilters({ list }: { list: UrlListState<AuditLogFilters> }) {
  const { t } = useTranslation('audit');
  const { data } = useQuery(AuditActorsQuery);
  const { state, update, filtered, clearFilters } = list;
  return (
    <form className="audit-filters" aria-label={t('filters.label')} onSubmit={(e) => e.preventDefault()}>
      <FormGroup label={t('filters.person')} labelFor="audit-person" className="audit-filters__field">
        <HTMLSelect id="audit-person" fill value={state.person} onChange={(e) => update({ person: e.target.value })} data-testid="audit-filter-person">
          <option value="">{t('filters.anyone')}</option>
          {data?.auditActors.map((actor) => (
            <option key={actor.id} value={actor.id}>
              {actor.fullName}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.subject')} labelFor="audit-subject" className="audit-filters__field">
        <HTMLSelect
          id="audit-subject"
          fill
          value={state.subject ?? ''}
          onChange={(e) => update({ subject: isAuditSubject(e.target.value) ? e.target.value : null })}
          data-testid="audit-filter-subject"
        >
          <option value="">{t('filters.anything')}</option>
          {AUDIT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {t(`subjects.${subject}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.action')} labelFor="audit-action" className="audit-filters__field">
        <HTMLSelect
          id="audit-action"
          fill
          value={state.action ?? ''}
          onChange={(e) => update({ action: isOneOf(AUDIT_ACTIONS, e.target.value) ? e.target.value : null })}
          data-testid="audit-filter-action"
        >
          <option value="">{t('filters.anyAction')}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`actions.${action}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.from')} labelFor="audit-from" className="audit-filters__field audit-filters__field--date">
        <InputGroup id="audit-from" type="date" value={state.from} max={state.to || undefined} onValueChange={(from) => update({ from })} data-testid="audit-filter-from" />
      </FormGroup>
      <FormGroup label={t('filters.to')} labelFor="audit-to" className="audit-filters__field audit-filters__field--date">
        <InputGroup id="audit-to" type="date" value={state.to} min={state.from || undefined} onValueChange={(to) => update({ to })} data-testid="audit-filter-to" />
      </FormGroup>
      {filtered ? <Button className="audit-filters__reset" variant="minimal" icon="filter-remove" text={t('filters.reset')} onClick={clearFilters} /> : null}
    </form>
  );
}
