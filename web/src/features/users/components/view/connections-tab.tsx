import { Icon, type IconName } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../../__generated__/graphql';
import { Tag } from '../../../../components/tag';
import { TabCard } from './tab-card';

/** The channels the user's own data connects: their mailbox, phone and company workspace. */
export function ConnectionsTab({ user }: { user: UserFieldsFragment }) {
  const { t } = useTranslation('users');
  const domain = user.email.split('@')[1] ?? '';
  const items: { key: string; icon: IconName; value: string }[] = [
    { key: 'email', icon: 'envelope', value: user.email },
    { key: 'domain', icon: 'globe-network', value: domain },
    { key: 'phone', icon: 'mobile-phone', value: user.contact },
    { key: 'company', icon: 'office', value: user.company },
  ];
  return (
    <TabCard testId="tab-connections" title={t('connections.title')} lead={t('connections.lead')}>
      <ul className="user-connections">
        {items.map((item) => (
          <li key={item.key} className="user-connection">
            <span className="user-connection__icon">
              <Icon icon={item.icon} size={18} />
            </span>
            <div className="user-connection__text">
              <strong>{t(`connections.${item.key}`)}</strong>
              <span className="text-muted">{item.value || t('connections.missing')}</span>
            </div>
            <Tag minimal round intent={item.value ? 'success' : 'none'} icon={item.value ? 'link' : 'disable'}>
              {t(item.value ? 'connections.connected' : 'connections.notConnected')}
            </Tag>
          </li>
        ))}
      </ul>
    </TabCard>
  );
}
