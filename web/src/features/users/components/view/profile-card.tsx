import { Button, Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../../__generated__/graphql';
import { Tag } from '../../../../components/tag';
import { Can } from '../../../../lib/ability';
import { UserAvatar } from '../user-avatar';
import { BILLING_ICON, ROLE_ICON, STATUS_INTENT } from '../user-meta';

/** Who the user is: picture, name, role, the two figures of their account, and the short details. Without `onDelete` (deleted elsewhere) the delete button is disabled. */
export function ProfileCard({ user, onDelete }: { user: UserFieldsFragment; onDelete?: () => void }) {
  const { t } = useTranslation('users');
  const details: [string, string][] = [
    ['username', `@${user.username}`],
    ['email', user.email],
    ['contact', user.contact || t('view.notSet')],
    ['country', user.country || t('view.notSet')],
  ];
  return (
    <Card className="card profile-card" data-testid="profile-card">
      <div className="profile-card__head">
        <UserAvatar id={user.id} name={user.fullName} src={user.avatar} size={100} />
        <h2 className="profile-card__name">{user.fullName}</h2>
        <span className={`role-label role-label--${user.role}`}>
          <Icon icon={ROLE_ICON[user.role]} size={14} />
          {t(`role.${user.role}`)}
        </span>
      </div>
      <div className="profile-card__stats">
        <div className="profile-stat">
          <span className="profile-stat__icon">
            <Icon icon="briefcase" size={18} />
          </span>
          <div>
            <strong>{t(`plan.${user.currentPlan}`)}</strong>
            <span>{t('view.statPlan')}</span>
          </div>
        </div>
        <div className="profile-stat">
          <span className="profile-stat__icon">
            <Icon icon={BILLING_ICON[user.billing]} size={18} />
          </span>
          <div>
            <strong>{t(`billingShort.${user.billing}`)}</strong>
            <span>{t('view.statBilling')}</span>
          </div>
        </div>
      </div>
      <h3 className="card__subtitle">{t('view.details')}</h3>
      <dl className="user-details">
        {details.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`form.${key}`)}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>{t('table.status')}:</dt>
          <dd>
            <Tag minimal round intent={STATUS_INTENT[user.status]}>
              {t(`status.${user.status}`)}
            </Tag>
          </dd>
        </div>
      </dl>
      <div className="profile-card__actions">
        <Button intent="primary" icon="envelope" text={t('view.write')} onClick={() => window.location.assign(`mailto:${user.email}`)} />
        <Can I="delete" a="User">
          <Button disabled={!onDelete} intent="danger" variant="outlined" icon="trash" text={t('table.delete')} onClick={onDelete} data-testid="view-delete" />
        </Can>
      </div>
    </Card>
  );
}
