import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../../__generated__/graphql';
import { Tag } from '../../../../components/tag';
import { BILLING_ICON } from '../user-meta';

/** How the user pays, for which plan, and the billing contact the list holds. */
export function BillingTab({ user }: { user: UserFieldsFragment }) {
  const { t } = useTranslation('users');
  return (
    <div className="stack" data-testid="tab-billing">
      <Card className="card">
        <h2 className="card__title">{t('billingTab.methodTitle')}</h2>
        <div className="billing-method">
          <span className="billing-method__icon">
            <Icon icon={BILLING_ICON[user.billing]} size={24} />
          </span>
          <div>
            <strong>{t(`billing.${user.billing}`)}</strong>
            <p className="text-muted">{t(`billingTab.about.${user.billing}`)}</p>
          </div>
          <Tag minimal round intent="success" className="billing-method__tag">
            {t('billingTab.primary')}
          </Tag>
        </div>
      </Card>
      <Card className="card">
        <h2 className="card__title">{t('billingTab.planTitle')}</h2>
        <div className="billing-plan">
          <div>
            <span className="text-muted">{t('billingTab.currentPlan')}</span>
            <strong>{t(`plan.${user.currentPlan}`)}</strong>
          </div>
          <div>
            <span className="text-muted">{t('billingTab.price')}</span>
            <strong>
              {t(`plans.${user.currentPlan}.price`)} ₽/{t('plans.month')}
            </strong>
          </div>
        </div>
      </Card>
      <Card className="card">
        <h2 className="card__title">{t('billingTab.addressTitle')}</h2>
        <dl className="user-details user-details--wide">
          <div>
            <dt>{t('form.fullName')}:</dt>
            <dd>{user.fullName}</dd>
          </div>
          <div>
            <dt>{t('form.company')}:</dt>
            <dd>{user.company || t('view.notSet')}</dd>
          </div>
          <div>
            <dt>{t('form.email')}:</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>{t('form.contact')}:</dt>
            <dd>{user.contact || t('view.notSet')}</dd>
          </div>
          <div>
            <dt>{t('form.country')}:</dt>
            <dd>{user.country || t('view.notSet')}</dd>
          </div>
        </dl>
      </Card>
    </div>
  );
}
