import { Card, Icon } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { UserFieldsFragment } from '../../../../__generated__/graphql';
import { LinkButton } from '../../../../components/link-button';
import { ErrorState, LoadingState } from '../../../../components/states';
import { Tag } from '../../../../components/tag';
import { Can } from '../../../../lib/ability';
import { UserSignInQuery } from '../../api/user-sign-in-query';

/**
 * Whether the person can sign in: the login account with their e-mail, its role, whether it is active
 * and when it last signed in; managed on the accounts page, where one can also be created for them.
 */
export function SignInCard({ user }: { user: UserFieldsFragment }) {
  const { t, i18n } = useTranslation('users');
  const { data, error, refetch } = useQuery(UserSignInQuery, { variables: { id: user.id } });
  const account = data?.user.account;
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const manage = `/apps/accounts?q=${encodeURIComponent(user.email)}`;
  const create = `/apps/accounts?create&email=${encodeURIComponent(user.email)}&name=${encodeURIComponent(user.fullName)}`;

  return (
    <Card className="card sign-in-card" data-testid="sign-in-card">
      <h2 className="card__title">{t('signIn.title')}</h2>
      {error && !data ? (
        <ErrorState error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : account ? (
        <>
          <dl className="sign-in-list">
            <div>
              <dt>
                <Icon icon="shield" size={14} />
                {t('signIn.role')}
              </dt>
              <dd data-testid="sign-in-role">{t(`common:role.${account.role}`)}</dd>
            </div>
            <div>
              <dt>
                <Icon icon="endorsed" size={14} />
                {t('signIn.status')}
              </dt>
              <dd>
                <Tag minimal round intent={account.active ? (account.invitedUntil ? 'warning' : 'success') : 'danger'} data-testid="sign-in-status">
                  {t(account.active ? (account.invitedUntil ? 'signIn.invited' : 'signIn.active') : 'signIn.inactive')}
                </Tag>
              </dd>
            </div>
            <div>
              <dt>
                <Icon icon="envelope" size={14} />
                {t('signIn.address')}
              </dt>
              <dd data-testid="sign-in-address">{t(account.emailVerified ? 'signIn.addressVerified' : 'signIn.addressUnverified')}</dd>
            </div>
            <div>
              <dt>
                <Icon icon="log-in" size={14} />
                {t('signIn.last')}
              </dt>
              <dd>{account.lastSignInAt ? when(account.lastSignInAt) : <span className="text-muted">{t('signIn.never')}</span>}</dd>
            </div>
          </dl>
          <Can I="update" a="Account">
            <LinkButton to={manage} icon="cog" variant="outlined" text={t('signIn.manage')} />
          </Can>
        </>
      ) : (
        <div className="sign-in-card__none">
          <p className="text-muted">{t('signIn.none')}</p>
          <Can I="create" a="Account">
            <LinkButton to={create} icon="new-person" intent="primary" text={t('signIn.create')} data-testid="sign-in-create" />
          </Can>
        </div>
      )}
    </Card>
  );
}
