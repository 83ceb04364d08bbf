import { Button, HTMLSelect } from '@blueprintjs/core';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, UserMatching, UserPatch, UserPlan, UserRole, UserStatus } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import type { BulkSelection } from '../../../components/bulk/use-bulk-selection';
import { useStartBulk } from '../../../components/bulk/use-start-bulk';
import { Can } from '../../../lib/ability';
import { BulkDeleteUsersMutation, BulkUpdateUsersMutation } from '../api/bulk-users-mutations';
import { PLANS, ROLES, STATUSES } from './user-meta';

type Field = 'currentPlan' | 'role' | 'status';

interface Props {
  selection: BulkSelection;
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
  const start = useStartBulk(selection, onStarted);

  const values: readonly string[] = field === 'currentPlan' ? PLANS : field === 'role' ? ROLES : STATUSES;
  const label = (v: string) => t(field === 'currentPlan' ? `plan.${v}` : field === 'role' ? `role.${v}` : `status.${v}`);

  const apply = () => {
    const patch: UserPatch = field === 'currentPlan' ? { currentPlan: value as UserPlan } : field === 'role' ? { role: value as UserRole } : { status: value as UserStatus };
    return start(async () => (await update({ variables: { selection: selection.selection(matching), patch } })).data?.bulkUpdateUsers);
  };
  const deleteAll = () => {
    if (!window.confirm(t('bulk.confirmDelete', { count: selection.count(total) }))) return;
    void start(async () => (await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteUsers);
  };

  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="users-bulk">
      <Can I="update" a="User">
        <span className="bulk-bar__group">
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
        <Button intent="danger" variant="outlined" icon="trash" text={t('bulk.delete')} loading={removing} onClick={deleteAll} data-testid="bulk-delete" />
      </Can>
    </BulkBar>
  );
}
