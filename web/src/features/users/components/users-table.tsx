import { Checkbox, Icon, Tooltip } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SortDirection, UserFieldsFragment, UserSortColumn } from '../../../__generated__/graphql';
import { RowAction, ScrollTable } from '../../../components/tables';
import { Tag } from '../../../components/tag';
import { Can } from '../../../lib/ability';
import { UserAvatar } from './user-avatar';
import { BILLING_ICON, ROLE_ICON, STATUS_INTENT } from './user-meta';

interface Props {
  users: readonly UserFieldsFragment[];
  sortColumn: UserSortColumn | null;
  sort: SortDirection;
  onSort: (column: UserSortColumn) => void;
  onDelete: (user: UserFieldsFragment) => void;
  /** Rows picked for a bulk change. */
  isPicked: (id: string) => boolean;
  onPick: (id: string, on: boolean) => void;
  onPickPage: (on: boolean) => void;
}

/** A header that sorts by its column; aria-sort tells assistive technology the current order. */
function SortHeader({ column, label, sortColumn, sort, onSort }: { column: UserSortColumn; label: string } & Pick<Props, 'sortColumn' | 'sort' | 'onSort'>) {
  const { t } = useTranslation('users');
  const active = (sortColumn ?? 'fullName') === column;
  const icon = !active ? 'double-caret-vertical' : sort === 'asc' ? 'caret-up' : 'caret-down';
  return (
    <th scope="col" aria-sort={active ? (sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button type="button" className={`users-sort${active ? ' users-sort--active' : ''}`} onClick={() => onSort(column)} title={t('table.sortBy', { column: label })} data-testid={`sort-${column}`}>
        {label}
        <Icon icon={icon} size={12} />
      </button>
    </th>
  );
}

/** The users of one server page: who they are, role, plan, billing, status, and the row actions. */
export function UsersTable({ users, sortColumn, sort, onSort, onDelete, isPicked, onPick, onPickPage }: Props) {
  const { t } = useTranslation('users');
  const header = { sortColumn, sort, onSort };
  const pickedOnPage = users.filter((user) => isPicked(user.id)).length;
  return (
    <ScrollTable
      className="users-data-table users-table"
      interactive
      head={
        <>
          <th scope="col" className="bulk-pick">
            <Checkbox
              aria-label={t('bulk.pickPage')}
              checked={users.length > 0 && pickedOnPage === users.length}
              indeterminate={pickedOnPage > 0 && pickedOnPage < users.length}
              onChange={(e) => onPickPage(e.currentTarget.checked)}
              data-testid="pick-page"
            />
          </th>
          <SortHeader column="fullName" label={t('table.user')} {...header} />
          <SortHeader column="role" label={t('table.role')} {...header} />
          <SortHeader column="currentPlan" label={t('table.plan')} {...header} />
          <SortHeader column="billing" label={t('table.billing')} {...header} />
          <SortHeader column="status" label={t('table.status')} {...header} />
          <th scope="col" className="users-table__actions-head">
            {t('table.actions')}
          </th>
        </>
      }
    >
      {users.map((user) => (
        <tr key={user.id} data-testid="user-row">
          <td className="bulk-pick">
            <Checkbox aria-label={t('bulk.pick', { name: user.fullName })} checked={isPicked(user.id)} onChange={(e) => onPick(user.id, e.currentTarget.checked)} data-testid="pick-user" />
          </td>
          <td>
            <div className="user-cell">
              <UserAvatar id={user.id} name={user.fullName} src={user.avatar} />
              <div className="user-cell__text">
                <Link className="user-cell__name" to={`/apps/user/view/${user.id}`}>
                  {user.fullName}
                </Link>
                <span className="user-cell__email">{user.email}</span>
              </div>
            </div>
          </td>
          <td>
            <span className={`role-label role-label--${user.role}`}>
              <Icon icon={ROLE_ICON[user.role]} size={14} />
              {t(`role.${user.role}`)}
            </span>
          </td>
          <td className="users-table__plan">{t(`plan.${user.currentPlan}`)}</td>
          <td>
            <span className="billing-label">
              <Icon icon={BILLING_ICON[user.billing]} size={13} />
              {t(`billing.${user.billing}`)}
            </span>
          </td>
          <td>
            <Tag minimal round intent={STATUS_INTENT[user.status]} className={`status-tag status-tag--${user.status}`}>
              {t(`status.${user.status}`)}
            </Tag>
          </td>
          <td className="users-table__actions">
            <Tooltip content={t('table.view')} placement="top">
              <Link className="users-icon-link" to={`/apps/user/view/${user.id}`} aria-label={t('table.viewUser', { name: user.fullName })}>
                <Icon icon="eye-open" size={16} />
              </Link>
            </Tooltip>
            <Can I="delete" a="User">
              <RowAction icon="trash" tip={t('table.delete')} label={t('table.deleteUser', { name: user.fullName })} onClick={() => onDelete(user)} testId="delete-user" />
            </Can>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
