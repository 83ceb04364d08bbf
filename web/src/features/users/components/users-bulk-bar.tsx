import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, UserMatching, UserPatch, UserPlan, UserRole, UserStatus } from '../../../__generated__/graphql';
import { Can } from '../../../lib/ability';
import { toast } from '../../../lib/toaster';
import { BulkDeleteUsersMutation, BulkUpdateUsersMutation } from '../api/bulk-users-mutations';
import { PLANS, ROLES, STATUSES } from './user-meta';
import type { UserSelectionState } from './user-selection';

type Field = 'currentPlan' | 'role' | 'status';

interface Props {
  selection: UserSelectionState;
  /** The list's filters: what "all matching" means to the server. */
  matching: UserMatching;
  total: number;
  pageIds: readonly string[];
  onStarted: (job: BulkJobFieldsFragment) => void;
}

/** What to do with the picked users: how many, "select all N matching", set a plan, role or status, delete. */
export function UsersBulkBar({ selection, matching, total, pageIds, onStarted }: Props) {
  const { t } = useTranslation('users');
  const [field, setField] = useState<Field>('currentPlan');
  const [value, setValue] = useState<string>(PLANS[0]);
  const [update, { loading: updating }] = useMutation(BulkUpdateUsersMutation);
  const [remove, { loading: removing }] = useMutation(BulkDeleteUsersMutation);
  const count = selection.count(total);
  if (count === 0) return null;

  const values: readonly string[] = field === 'currentPlan' ? PLANS : field === 'role' ? ROLES : STATUSES;
  const label = (v: string) => t(field === 'currentPlan' ? `plan.${v}` : field === 'role' ? `role.${v}` : `status.${v}`);
  const pageAllPicked = pageIds.length > 0 && pageIds.every((id) => selection.isPicked(id));

  const started = (job: BulkJobFieldsFragment | undefined) => {
    if (!job) return;
    selection.clear();
    onStarted(job);
  };
  const failed = (error: unknown) => toast.error(t('bulk.failed', { message: error instanceof Error ? error.message : String(error) }));

  async function apply() {
    const patch: UserPatch = field === 'currentPlan' ? { currentPlan: value as UserPlan } : field === 'role' ? { role: value as UserRole } : { status: value as UserStatus };
    try {
      started((await update({ variables: { selection: selection.selection(matching), patch } })).data?.bulkUpdateUsers);
    } catch (error) {
      failed(error);
    }
  }

  async function deleteAll() {
    if (!window.confirm(t('bulk.confirmDelete', { count }))) return;
    try {
      started((await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteUsers);
    } catch (error) {
      failed(error);
    }
  }

  return (
    <div className="users-bulk" role="region" aria-label={t('bulk.label')} data-testid="users-bulk">
      <span className="users-bulk__count" data-testid="bulk-selected">
        {t('bulk.selected', { count })}
      </span>
      {selection.picked.kind === 'ids' && pageAllPicked && total > pageIds.length ? (
        <Button variant="minimal" intent="primary" text={t('bulk.selectAll', { count: total })} onClick={selection.all} data-testid="bulk-select-all" />
      ) : null}
      <Button variant="minimal" text={t('bulk.clear')} onClick={selection.clear} />
      <Can I="update" a="User">
        <span className="users-bulk__change">
          <HTMLSelect
            aria-label={t('bulk.field')}
            value={field}
            onChange={(e) => {
              const next = e.target.value as Field;
              setField(next);
              setValue((next === 'currentPlan' ? PLANS : next === 'role' ? ROLES : STATUSES)[0]);
            }}
            data-testid="bulk-field"
          >
            <option value="currentPlan">{t('filters.plan')}</option>
            <option value="role">{t('filters.role')}</option>
            <option value="status">{t('filters.status')}</option>
          </HTMLSelect>
          <HTMLSelect aria-label={t('bulk.value')} value={value} onChange={(e) => setValue(e.target.value)} data-testid="bulk-value">
            {values.map((v) => (
              <option key={v} value={v}>
                {label(v)}
              </option>
            ))}
          </HTMLSelect>
          <Button intent="primary" text={t('bulk.apply')} loading={updating} onClick={() => void apply()} data-testid="bulk-apply" />
        </span>
      </Can>
      <Can I="delete" a="User">
        <Button intent="danger" variant="outlined" icon="trash" text={t('bulk.delete')} loading={removing} onClick={() => void deleteAll()} data-testid="bulk-delete" />
      </Can>
    </div>
  );
}
