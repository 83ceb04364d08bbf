import { Alert, Button, Card, HTMLSelect } from '@blueprintjs/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AccountFieldsFragment, AccountRole } from '../../../__generated__/graphql';
import { PageHeader } from '../../../components/page-header';
import { PagedList } from '../../../components/paged-list';
import { SearchInput } from '../../../components/search-input';
import { EmptyState } from '../../../components/states';
import { Can } from '../../../lib/ability';
import { useAuth } from '../../../lib/auth/use-auth';
import { toast } from '../../../lib/toaster';
import { usePageInRange, useUrlListState } from '../../../lib/url-state';
import { ResetTwoStepMutation, SendPasswordResetMutation, SetAccountActiveMutation, UpdateAccountRoleMutation } from '../api/account-mutations';
import { placeAccountInLists } from '../api/accounts-cache';
import { AccountRoleCountsQuery, AccountsQuery } from '../api/accounts-query';
import { ACCOUNT_LIST, ACCOUNTS_PER_PAGE, accountsVariables } from '../account-list-state';
import { ACCOUNT_ROLES, ACCOUNT_STATUSES } from '../components/account-role-meta';
import { AccountsTable } from '../components/accounts-table';
import { CreateAccountDialog, type AccountDraft } from '../components/create-account-dialog';
import '../roles-permissions.css';

/** The server's refusals have their own words here; anything else is shown as the server said it. */
function refusal(message: string, t: (key: string, options?: Record<string, string>) => string): string {
  if (/own account/.test(message)) return t('accounts.lock.self');
  if (/active admin/.test(message)) return t('accounts.lock.lastAdmin');
  return t('toast.failed', { message });
}

/**
 * /apps/accounts: who may sign in and as what. Anyone who may manage accounts creates them (a first
 * password or a one-time invitation link), changes their role and deactivates or reactivates them; the page
 * follows changes made elsewhere live, and a change of role takes effect on that person's open pages at once.
 */
export default function AccountsPage() {
  const { t } = useTranslation('roles-permissions');
  const { userData } = useAuth();
  const list = useUrlListState(ACCOUNT_LIST);
  const { state: params, update, filtered, clearFilters } = list;
  const [search, setSearch] = useSearchParams();
  const [draft, setDraft] = useState<AccountDraft | null>(null);
  const [deactivating, setDeactivating] = useState<AccountFieldsFragment | null>(null);
  const [resetting, setResetting] = useState<AccountFieldsFragment | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const variables = accountsVariables(params);
  const { data, previousData, loading, error, refetch } = useQuery(AccountsQuery, { variables });
  const counts = useQuery(AccountRoleCountsQuery).data?.accountRoleCounts;
  const activeAdmins = counts?.find((c) => c.role === 'admin')?.count;
  const [changeRole] = useMutation(UpdateAccountRoleMutation);
  const [setActive] = useMutation(SetAccountActiveMutation);
  const [resetTwoStep] = useMutation(ResetTwoStepMutation);
  const [sendReset] = useMutation(SendPasswordResetMutation);
  usePageInRange(list, data?.accounts.total, ACCOUNTS_PER_PAGE);

  // The user view links here to create an account for a listed person: ?create&email=…&name=…
  useEffect(() => {
    if (!search.has('create')) return;
    setDraft({ email: search.get('email') ?? '', fullName: search.get('name') ?? '' });
    const rest = new URLSearchParams(search);
    for (const key of ['create', 'email', 'name']) rest.delete(key);
    setSearch(rest, { replace: true });
  }, [search, setSearch]);

  async function run(account: AccountFieldsFragment, change: () => Promise<unknown>, done: string) {
    setBusyId(account.id);
    try {
      await change();
      toast.success(done);
    } catch (failure) {
      toast.error(refusal(failure instanceof Error ? failure.message : String(failure), t));
    } finally {
      setBusyId(null);
    }
  }

  // Not optimistic: the server may refuse (the last admin), and the row's select shows the change is under way.
  const onRole = (account: AccountFieldsFragment, role: AccountRole) => {
    void run(
      account,
      () =>
        changeRole({
          variables: { id: account.id, role },
          update: (cache, { data: answer }) => answer && placeAccountInLists(cache, answer.updateAccountRole, account),
        }),
      t('accounts.toast.role', { email: account.email, role: t(`common:role.${role}`) }),
    );
  };

  const applyActive = (account: AccountFieldsFragment, active: boolean) =>
    void run(
      account,
      () =>
        setActive({
          variables: { id: account.id, active },
          update: (cache, { data: answer }) => answer && placeAccountInLists(cache, answer.setAccountActive, account),
        }),
      t(active ? 'accounts.toast.reactivated' : 'accounts.toast.deactivated', { email: account.email }),
    );

  // The answer is the account (same id): the normalized cache updates its row.
  const applyReset = (account: AccountFieldsFragment) =>
    void run(account, () => resetTwoStep({ variables: { accountId: account.id } }), t('accounts.twoStep.done', { email: account.email }));

  const applySendReset = (account: AccountFieldsFragment) =>
    void run(account, () => sendReset({ variables: { id: account.id } }), t('accounts.toast.resetSent', { email: account.email }));

  const page = (data ?? previousData)?.accounts;
  const reset = filtered ? <Button text={t('toolbar.reset')} onClick={clearFilters} /> : undefined;

  return (
    <div className="page accounts-page" data-testid="accounts-page">
      <PageHeader title={t('pages.accounts.title')} />
      <Card className="card card--flush">
        <div className="card__head permissions-head">
          <div>
            <h2 className="card__title">{t('accounts.title')}</h2>
            <p className="text-muted rp-lead">{t('accounts.lead')}</p>
          </div>
        </div>
        <div className="permissions-toolbar">
          <SearchInput className="permissions-toolbar__search" label={t('accounts.search')} value={list.search.text} onValueChange={list.search.setText} testId="accounts-search" />
          <div className="permissions-toolbar__actions">
            <HTMLSelect aria-label={t('accounts.table.role')} value={params.role ?? ''} onChange={(e) => update({ role: (ACCOUNT_ROLES as readonly string[]).includes(e.target.value) ? (e.target.value as AccountRole) : null })} data-testid="accounts-role">
              <option value="">{t('toolbar.allRoles')}</option>
              {ACCOUNT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`common:role.${role}`)}
                </option>
              ))}
            </HTMLSelect>
            <HTMLSelect aria-label={t('accounts.table.status')} value={params.status ?? ''} onChange={(e) => update({ status: ACCOUNT_STATUSES.find((s) => s === e.target.value) ?? null })} data-testid="accounts-status">
              <option value="">{t('accounts.status.all')}</option>
              {ACCOUNT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`accounts.status.${status}`)}
                </option>
              ))}
            </HTMLSelect>
            {filtered ? <Button variant="minimal" icon="filter-remove" text={t('toolbar.reset')} onClick={clearFilters} /> : null}
            <Can I="create" a="Account">
              <Button intent="primary" icon="new-person" text={t('accounts.add')} onClick={() => setDraft({ email: '', fullName: '' })} data-testid="add-account" />
            </Can>
          </div>
        </div>
        <PagedList
          page={page}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          refreshingClassName="rp-refreshing"
          empty={<EmptyState icon="people" title={t('accounts.empty.title')} description={t(filtered ? 'accounts.empty.filtered' : 'accounts.empty.none')} action={reset} />}
          pager={{ page: params.page, perPage: ACCOUNTS_PER_PAGE, onChange: (p) => update({ page: p }), summaryTestId: 'accounts-summary' }}
        >
          {(accounts) => (
            <AccountsTable
              accounts={accounts}
              ownId={userData?.id}
              activeAdmins={activeAdmins}
              busyId={busyId}
              onRole={onRole}
              onActive={(account, active) => (active ? applyActive(account, true) : setDeactivating(account))}
              onResetTwoStep={setResetting}
              onSendReset={applySendReset}
            />
          )}
        </PagedList>
      </Card>
      <CreateAccountDialog draft={draft} onClose={() => setDraft(null)} />
      <Alert
        isOpen={deactivating !== null}
        icon="disable"
        intent="danger"
        confirmButtonText={t('accounts.deactivate')}
        cancelButtonText={t('common:action.cancel')}
        onConfirm={() => {
          if (deactivating) applyActive(deactivating, false);
          setDeactivating(null);
        }}
        onCancel={() => setDeactivating(null)}
      >
        <h3 className="alert-title">{t('accounts.confirm.title')}</h3>
        <p>{deactivating ? t('accounts.confirm.text', { name: deactivating.fullName || deactivating.email }) : null}</p>
      </Alert>
      <Alert
        isOpen={resetting !== null}
        icon="reset"
        intent="warning"
        confirmButtonText={t('accounts.twoStep.reset')}
        cancelButtonText={t('common:action.cancel')}
        onConfirm={() => {
          if (resetting) applyReset(resetting);
          setResetting(null);
        }}
        onCancel={() => setResetting(null)}
      >
        <h3 className="alert-title">{t('accounts.twoStep.confirmTitle')}</h3>
        <p>{resetting ? t('accounts.twoStep.confirmText', { name: resetting.fullName || resetting.email }) : null}</p>
      </Alert>
    </div>
  );
}
