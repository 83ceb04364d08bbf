import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { BulkJobFieldsFragment, UserMatching, UserPatch, UserPlan, UserRole, UserStatus } from '../../../__generated__/graphql';
import { BulkBar } from '../../../components/bulk/bulk-bar';
import { BulkDeleteButton } from '../../../components/bulk/bulk-delete-button';
import { BulkFieldEditor } from '../../../components/bulk/bulk-field-editor';
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
  const [update, { loading: updating }] = useMutation(BulkUpdateUsersMutation);
  const [remove, { loading: removing }] = useMutation(BulkDeleteUsersMutation);
  const start = useStartBulk(selection, onStarted);

  const choices = (field: Field) => {
    if (field === 'currentPlan') return PLANS.map((value) => ({ value, label: t(`plan.${value}`) }));
    if (field === 'role') return ROLES.map((value) => ({ value, label: t(`role.${value}`) }));
    return STATUSES.map((value) => ({ value, label: t(`status.${value}`) }));
  };
  const apply = (field: Field, value: string) => {
    const patch: UserPatch = field === 'currentPlan' ? { currentPlan: value as UserPlan } : field === 'role' ? { role: value as UserRole } : { status: value as UserStatus };
    void start(async () => (await update({ variables: { selection: selection.selection(matching), patch } })).data?.bulkUpdateUsers);
  };

  return (
    <BulkBar selection={selection} total={total} pageIds={pageIds} label={t('bulk.label')} selected={(count) => t('bulk.selected', { count })} testId="users-bulk">
      <Can I="update" a="User">
        <BulkFieldEditor<Field>
          fields={[
            { field: 'currentPlan', label: t('filters.plan') },
            { field: 'role', label: t('filters.role') },
            { field: 'status', label: t('filters.status') },
          ]}
          choices={choices}
          fieldLabel={t('bulk.field')}
          valueLabel={t('bulk.value')}
          loading={updating}
          onApply={apply}
        />
      </Can>
      <Can I="delete" a="User">
        <BulkDeleteButton
          question={t('bulk.confirmDelete', { count: selection.count(total) })}
          loading={removing}
          onDelete={() => void start(async () => (await remove({ variables: { selection: selection.selection(matching) } })).data?.bulkDeleteUsers)}
        />
      </Can>
    </BulkBar>
  );
}
