import { Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../../__generated__/graphql';
import { TabCard } from './tab-card';

/** Everything the list holds about the user, each with how to reach them where that applies. */
export function AccountTab({ user }: { user: UserFieldsFragment }) {
  const { t } = useTranslation('users');
  const rows: { key: string; icon: IconName; value: string; href?: string }[] = [
    { key: 'fullName', icon: 'person', value: user.fullName },
    { key: 'username', icon: 'id-number', value: `@${user.username}` },
    { key: 'email', icon: 'envelope', value: user.email, href: `mailto:${user.email}` },
    { key: 'contact', icon: 'phone', value: user.contact, href: user.contact ? `tel:${user.contact.replace(/[^\d+]/g, '')}` : undefined },
    { key: 'company', icon: 'office', value: user.company },
    { key: 'country', icon: 'map-marker', value: user.country },
    { key: 'role', icon: 'shield', value: t(`role.${user.role}`) },
    { key: 'plan', icon: 'briefcase', value: t(`plan.${user.currentPlan}`) },
    { key: 'status', icon: 'endorsed', value: t(`status.${user.status}`) },
  ];
  return (
    <TabCard testId="tab-account" title={t('view.accountTitle')} lead={t('view.accountLead')}>
      <dl className="user-info-grid">
        {rows.map((row) => (
          <div key={row.key} className="user-info-grid__item">
            <dt>
              <span className="user-info-grid__icon" aria-hidden="true">
                <Icon icon={row.icon} size={16} />
              </span>
              {t(`form.${row.key}`)}
            </dt>
            <dd>{row.value ? row.href ? <a href={row.href}>{row.value}</a> : row.value : <span className="text-muted">{t('view.notSet')}</span>}</dd>
          </div>
        ))}
      </dl>
    </TabCard>
  );
}
