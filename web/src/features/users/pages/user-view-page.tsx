import { Button, Tab, Tabs } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { ChangeHistory } from '../../../components/audit/change-history';
import { PageHeader } from '../../../components/page-header';
import { RemoteChangeNotice } from '../../../components/remote-change-notice';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { useRemoteChange } from '../../../lib/live/remote-changes';
import { UserFields } from '../api/user-fields';
import { UserQuery } from '../api/user-query';
import { DeleteUserAlert } from '../components/delete-user-alert';
import { AccountTab } from '../components/view/account-tab';
import { BillingTab } from '../components/view/billing-tab';
import { ConnectionsTab } from '../components/view/connections-tab';
import { NotificationsTab } from '../components/view/notifications-tab';
import { PlanCard } from '../components/view/plan-card';
import { ProfileCard } from '../components/view/profile-card';
import { SecurityTab } from '../components/view/security-tab';
import { SignInCard } from '../components/view/sign-in-card';
import { Can } from '../../../lib/ability';
import { isOneOf } from '../../../lib/one-of';
import '../users.css';

const TABS = ['account', 'security', 'billing', 'notifications', 'connections'] as const;

/** /apps/user/view/:id: the profile and plan on the side, the user's data in tabs (the tab is in the URL). */
export default function UserViewPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const tabParam = search.get('tab');
  const tab = isOneOf(TABS, tabParam) ? tabParam : 'account';
  const { data, previousData, loading, error, refetch } = useQuery(UserQuery, { variables: { id } });
  // Deleted by someone else while open: the profile stays on screen under a notice saying who, instead of turning into "not found".
  const remote = useRemoteChange('User', id || null, UserFields);
  const deletedElsewhere = remote.change?.change === 'DELETED';
  const user = data?.user ?? (deletedElsewhere ? previousData?.user : undefined);
  const crumbs = [
    { label: t('common:breadcrumbs.home'), to: '/' },
    { label: t('pages.list.title'), to: '/apps/user/list' },
  ];

  if (loading && !user) return <LoadingState />;
  if (!user) {
    const missing = error?.message.includes('not found');
    return (
      <div className="page">
        <PageHeader title={t('pages.view.title')} breadcrumbs={crumbs} />
        {missing ? (
          <EmptyState icon="person" title={t('view.notFound')} description={t('view.notFoundText', { id })} action={<Button intent="primary" text={t('view.backToList')} onClick={() => navigate('/apps/user/list')} />} />
        ) : (
          <ErrorState error={error} onRetry={() => void refetch()} />
        )}
      </div>
    );
  }

  return (
    <div className="page user-view" data-testid="user-view">
      <PageHeader title={user.fullName} breadcrumbs={crumbs} />
      {remote.change ? <RemoteChangeNotice viewing change={remote.change} onDismiss={() => (deletedElsewhere ? void navigate('/apps/user/list') : remote.dismiss())} /> : null}
      <div className="grid grid--sidebar user-view__grid">
        <div className="stack">
          <ProfileCard user={user} onDelete={deletedElsewhere ? undefined : () => setDeleting(true)} />
          <PlanCard plan={user.currentPlan} />
          <ChangeHistory subject="User" recordId={user.id} className="bp6-card bp6-elevation-0 card user-view__history" />
        </div>
        <div className="stack">
          <Tabs
            id="user-tabs"
            className="user-tabs"
            selectedTabId={tab}
            onChange={(next) => setSearch(next === 'account' ? {} : { tab: String(next) }, { replace: true })}
            animate={false}
          >
            <Tab
              id="account"
              icon="person"
              title={t('tabs.account')}
              panel={
                <div className="stack">
                  <AccountTab user={user} />
                  <Can I="read" a="Account">
                    <SignInCard user={user} />
                  </Can>
                </div>
              }
            />
            <Tab id="security" icon="lock" title={t('tabs.security')} panel={<SecurityTab email={user.email} />} />
            <Tab id="billing" icon="credit-card" title={t('tabs.billing')} panel={<BillingTab user={user} />} />
            <Tab id="notifications" icon="notifications" title={t('tabs.notifications')} panel={<NotificationsTab key={user.id} status={user.status} />} />
            <Tab id="connections" icon="link" title={t('tabs.connections')} panel={<ConnectionsTab user={user} />} />
          </Tabs>
        </div>
      </div>
      <DeleteUserAlert user={deleting ? user : null} onClose={() => setDeleting(false)} onDeleted={() => navigate('/apps/user/list')} />
    </div>
  );
}
