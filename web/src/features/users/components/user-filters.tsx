import { FormGroup, HTMLSelect } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserPlan, UserRole, UserStatus } from '../../../__generated__/graphql';
import { isOneOf, PLANS, ROLES, STATUSES } from './user-meta';

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
      <FormGroup label={t('filters.role')} labelFor="filter-role">
        <HTMLSelect id="filter-role" fill value={role ?? ''} onChange={(e) => onChange({ role: isOneOf(ROLES, e.target.value) ? e.target.value : null })}>
          <option value="">{t('filters.allRoles')}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`role.${r}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.plan')} labelFor="filter-plan">
        <HTMLSelect id="filter-plan" fill value={plan ?? ''} onChange={(e) => onChange({ plan: isOneOf(PLANS, e.target.value) ? e.target.value : null })}>
          <option value="">{t('filters.allPlans')}</option>
          {PLANS.map((p) => (
            <option key={p} value={p}>
              {t(`plan.${p}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <FormGroup label={t('filters.status')} labelFor="filter-status">
        <HTMLSelect id="filter-status" fill value={status ?? ''} onChange={(e) => onChange({ status: isOneOf(STATUSES, e.target.value) ? e.target.value : null })}>
          <option value="">{t('filters.allStatuses')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
    </div>
  );
}
