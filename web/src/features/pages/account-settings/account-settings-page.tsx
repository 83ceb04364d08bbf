import { Card, Icon, Tab, Tabs, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ability } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { ErrorState, LoadingState } from '../../../components/states';
import { AccountSettingsQuery } from './account-documents';
import { ConnectionsTab } from './connections-tab';
import { GeneralTab } from './general-tab';
import { InfoTab } from './info-tab';
import { NotificationsTab } from './notifications-tab';
import { PasswordTab } from './password-tab';
import { SecurityTab } from './security-tab';
import { SocialTab } from './social-tab';
import '../pages.css';

/** `own`: every signed-in account's own password and sessions; the others are the Content settings. */
const TABS: { id: string; icon: IconName; own?: true }[] = [
  { id: 'general', icon: 'person' },
  { id: 'password', icon: 'lock', own: true },
  { id: 'security', icon: 'shield', own: true },
  { id: 'info', icon: 'info-sign' },
  { id: 'social', icon: 'link' },
  { id: 'connections', icon: 'exchange' },
  { id: 'notifications', icon: 'notifications' },
];

/**
 * Account settings (spec section 3): tabs, each validated and saved on the server; the tab is in the URL. An
 * account that may not read Content (the client role) still gets its password and its sessions.
 */
export default function AccountSettingsPage() {
  const { t } = useTranslation('pages');
  const [params, setParams] = useSearchParams();
  useAuth(); // re-rendered when the session, hence the ability, changes
  const content = ability.can('read', 'Content');
  const tabs = TABS.filter((x) => content || x.own);
  const tab = tabs.find((x) => x.id === params.get('tab'))?.id ?? tabs[0].id;
  const { data, error, refetch } = useQuery(AccountSettingsQuery, { skip: !content });
  const settings = data?.accountSettings;

  function panel(id: string) {
    if (id === 'password') return <PasswordTab />;
    if (id === 'security') return <SecurityTab />;
    if (!settings) return <LoadingState />;
    // Forms start from the saved values; the key resets them when the server's copy changes.
    const key = JSON.stringify(settings);
    switch (id) {
      case 'general':
        return <GeneralTab key={key} settings={settings} />;
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

  // No animated indicator: Blueprint then forces the selected tab transparent (!important), and the selected
  // tab is drawn by our own background instead.
  return (
    <div className="page">
      <PageHeader title={t('pages.accountSettings.title')} />
      {/* The tabs stay while the settings load: a session that just enrolled in two-step sign-in may now read them,
          and its Security tab (the recovery codes shown once) must not be torn down meanwhile. */}
      {error ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : (
        <div className="settings-layout">
          <Tabs id="account-tabs" vertical animate={false} selectedTabId={tab} onChange={(id) => setParams({ tab: String(id) }, { replace: true })} className="settings-tabs" renderActiveTabPanelOnly>
            {tabs.map((x) => (
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
