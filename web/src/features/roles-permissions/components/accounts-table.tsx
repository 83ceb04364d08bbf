import { Button, HTMLSelect, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { AccountFieldsFragment, AccountRole } from '../../../__generated__/graphql';
import { Avatar } from '../../../components/avatar';
import { ScrollTable } from '../../../components/tables';
import { Tag } from '../../../components/tag';
import { Can } from '../../../lib/ability';
import { ACCOUNT_ROLES, lockReason } from './account-role-meta';

interface Props {
  accounts: readonly AccountFieldsFragment[];
  ownId: string | undefined;
  activeAdmins: number | undefined;
  busyId: string | null;
  onRole: (account: AccountFieldsFragment, role: AccountRole) => void;
  onActive: (account: AccountFieldsFragment, active: boolean) => void;
  /** An administrator resets a person's two-step sign-in (a lost phone): never one's own. */
  onResetTwoStep: (account: AccountFieldsFragment) => void;
  /** An administrator sends a person a password reset letter. */
  onSendReset: (account: AccountFieldsFragment) => void;
}

/**
 * One page of accounts: who, role (changed in place by those who may), status and two-step sign-in, last sign-in,
 * activity and the reset of two-step sign-in.
 */
export function AccountsTable({ accounts, ownId, activeAdmins, busyId, onRole, onActive, onResetTwoStep, onSendReset }: Props) {
  const { t, i18n } = useTranslation('roles-permissions');
  const when = (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ScrollTable
      className="rp-table accounts-table"
      head={
        <>
          <th scope="col">{t('accounts.table.account')}</th>
          <th scope="col">{t('accounts.table.role')}</th>
          <th scope="col">{t('accounts.table.status')}</th>
          <th scope="col">{t('accounts.table.lastSignIn')}</th>
          <th scope="col" className="permissions-table__actions">
            {t('accounts.table.actions')}
          </th>
        </>
      }
    >
      {accounts.map((account) => {
        const name = account.fullName || account.username;
        const lock = lockReason(account, ownId, activeAdmins);
        const why = lock ? t(`accounts.lock.${lock}`) : undefined;
        const busy = busyId === account.id;
        return (
          <tr key={account.id} data-testid="account-row" data-email={account.email}>
            <td>
              <div className="account-cell">
                <Avatar src={account.avatar} name={name} size={34} />
                <div className="account-cell__text">
                  <span className="account-cell__name">
                    {name}
                    {account.id === ownId ? <Tag minimal round className="account-cell__you">{t('accounts.you')}</Tag> : null}
                  </span>
                  <span className="text-muted">{account.email}</span>
                </div>
              </div>
            </td>
            <td data-label={t('accounts.table.role')}>
              <Can I="update" a="Account" passThrough>
                {({ isAllowed }) =>
                  isAllowed && !lock ? (
                    <HTMLSelect
                      value={account.role}
                      disabled={busy}
                      aria-label={t('accounts.table.roleOf', { name })}
                      onChange={(e) => onRole(account, e.target.value as AccountRole)}
                      data-testid="account-role"
                    >
                      {ACCOUNT_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {t(`common:role.${role}`)}
                        </option>
                      ))}
                    </HTMLSelect>
                  ) : (
                    <Tooltip content={why} disabled={!why} placement="top">
                      <span className={`account-role account-role--${account.role}`}>{t(`common:role.${account.role}`)}</span>
                    </Tooltip>
                  )
                }
              </Can>
            </td>
            <td data-label={t('accounts.table.status')}>
              {!account.active ? (
                <Tag minimal round intent="danger">{t('accounts.status.inactive')}</Tag>
              ) : account.invitedUntil ? (
                <Tooltip content={t('accounts.status.invitedUntil', { date: when(account.invitedUntil) })} placement="top">
                  <Tag minimal round intent="warning" tabIndex={0}>{t('accounts.status.invited')}</Tag>
                </Tooltip>
              ) : (
                <Tag minimal round intent="success">{t('accounts.status.active')}</Tag>
              )}
              {account.active && !account.invitedUntil && !account.emailVerified ? (
                <Tag minimal round icon="envelope" className="account-unverified" data-testid="account-unverified">
                  {t('accounts.status.unverified')}
                </Tag>
              ) : null}
              {account.twoStepEnabled ? (
                <span className="account-two-step">
                  <Tag minimal round icon="shield" data-testid="account-two-step">
                    {t('accounts.twoStep.on')}
                  </Tag>
                  {account.id !== ownId ? (
                    <Can I="manage" a="Account">
                      <Button
                        variant="minimal"
                        size="small"
                        icon="reset"
                        text={t('accounts.twoStep.resetShort')}
                        aria-label={t('accounts.twoStep.resetNamed', { name })}
                        disabled={busy}
                        onClick={() => onResetTwoStep(account)}
                        data-testid="account-reset-two-step"
                      />
                    </Can>
                  ) : null}
                </span>
              ) : null}
            </td>
            <td className="permissions-table__date" data-label={t('accounts.table.lastSignIn')}>{account.lastSignInAt ? when(account.lastSignInAt) : t('accounts.never')}</td>
            <td className="permissions-table__actions">
              {account.active && !account.invitedUntil ? (
                <Can I="manage" a="Account">
                  <Button
                    variant="minimal"
                    size="small"
                    icon="envelope"
                    text={t('accounts.sendReset')}
                    aria-label={t('accounts.sendResetNamed', { name })}
                    disabled={busy}
                    onClick={() => onSendReset(account)}
                    data-testid="account-send-reset"
                  />
                </Can>
              ) : null}
              <Can I="update" a="Account">
                <Tooltip content={why} disabled={!why} placement="top">
                  <Button
                    variant="outlined"
                    size="small"
                    intent={account.active ? 'danger' : 'success'}
                    icon={account.active ? 'disable' : 'confirm'}
                    text={t(account.active ? 'accounts.deactivate' : 'accounts.reactivate')}
                    aria-label={t(account.active ? 'accounts.deactivateNamed' : 'accounts.reactivateNamed', { name })}
                    disabled={Boolean(lock) || busy}
                    loading={busy}
                    onClick={() => onActive(account, !account.active)}
                    data-testid="account-active"
                  />
                </Tooltip>
              </Can>
            </td>
          </tr>
        );
      })}
    </ScrollTable>
  );
}
