import { useTranslation } from 'react-i18next';
import type { UserPlan, UserRole, UserStatus } from '../../../__generated__/graphql';
import { ChoiceSelect } from '../../../components/choice-select';
import { PLANS, ROLES, STATUSES } from './user-meta';

interface Props {
  role: UserRole | null;
  plan: UserPlan | null;
  status: UserStatus | null;
  onChange: (patch: { role?: UserRole | null; plan?: UserPlan | null; status?: UserStatus | null }) => void;
}

/** The three exact-match filters of the list; "all" clears one. */
export function UserFilters({ role, plan, status, onChange }: Props) {
  const { t } = useTranslation('users');
  return (
    <div className="user-filters">
      <ChoiceSelect id="filter-role" label={t('filters.role')} emptyLabel={t('filters.allRoles')} values={ROLES} value={role} labelOf={(r) => t(`role.${r}`)} onChange={(next) => onChange({ role: next })} />
      <ChoiceSelect id="filter-plan" label={t('filters.plan')} emptyLabel={t('filters.allPlans')} values={PLANS} value={plan} labelOf={(p) => t(`plan.${p}`)} onChange={(next) => onChange({ plan: next })} />
      <ChoiceSelect
        id="filter-status"
        label={t('filters.status')}
        emptyLabel={t('filters.allStatuses')}
        values={STATUSES}
        value={status}
        labelOf={(s) => t(`status.${s}`)}
        onChange={(next) => onChange({ status: next })}
      />
    </div>
  );
}
