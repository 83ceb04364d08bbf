import { Card, Icon, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/states';
import { AccountSettingsQuery } from './account-documents';
import { ConnectionsTab } from './connections-tab';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { SocialTab } from './social-tab';
import '../pages.css';

const TABS: { id: string; icon: IconName }[] = [
  { id: 'general', icon: 'person' },
  { id: 'password', icon: 'lock' },
  { id: 'info', icon: 'info-sign' },
  { id: 'social', icon: 'link' },
  { id: 'connections', icon: 'exchange' },
  { id: 'notifications', icon: 'notifications' },
];

/** Account settings (spec section 3): six tabs, each validated and saved on the server; the tab is in the URL. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((x) => x.id === params.get('tab'))?.id ?? 'general';
  const { data, loading, error, refetch } = useQuery(AccountSettingsQuery);
  const settings = data?.accountSettings;

  function panel(id: string) {
    if (!settings) return null;
    // Forms start from the saved values; the key resets them when the server's copy changes.
    const key = JSON.stringify(settings);
    switch (id) {
      case 'general':
        return <GeneralTab key={key} settings={settings} />;
      case 'password':
        return <PasswordTab />;
      case 'info':
        return <InfoTab key={key} settings={settings} />;
      case 'social':
        return <SocialTab key={key} settings={settings} />;
      case 'connections':
        return <ConnectionsTab settings={settings} />;
      default:
        return <NotificationsTab key={key} settings={settings} />;
    }
  }

  return (
    <div className="page">
      <PageHeader title={t('pages.accountSettings.title')} />
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : loading || !settings ? (
        <LoadingState />
      ) : (
        <div className="settings-layout">
          <Tabs id="account-tabs" vertical selectedTabId={tab} onChange={(id) => setParams({ tab: String(id) }, { replace: true })} className="settings-tabs" renderActiveTabPanelOnly animate={false}>
            {TABS.map((x) => (
              <Tab
                key={x.id}
                id={x.id}
                data-testid={`tab-${x.id}`}
                title={
                  <span className="settings-tabs__title">
                    <Icon icon={x.icon} size={14} />
                    {t(`account.tabs.${x.id}`)}
                  </span>
                }
                panel={<Card className="card settings-panel">{panel(x.id)}</Card>}
              />
            ))}
          </Tabs>
        </div>
      )}
    </div>
  );
}
