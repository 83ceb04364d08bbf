import { useTranslation } from 'react-i18next';
import type { PermissionFieldsFragment } from '../../../__generated__/graphql';
import { RowAction, ScrollTable } from '../../../components/tables';
import { Can } from '../../../lib/ability';
import { GrantsSummary } from './grants-summary';
import { RoleTag } from './role-tag';

interface Props {
  permissions: readonly PermissionFieldsFragment[];
  onEdit: (permission: PermissionFieldsFragment) => void;
  onDelete: (permission: PermissionFieldsFragment) => void;
}

/** Permissions of one server page: name, roles, what it grants, the server's createdDate text as it is, actions. */
export function PermissionsTable({ permissions, onEdit, onDelete }: Props) {
  const { t } = useTranslation('roles-permissions');
  return (
    <ScrollTable
      className="rp-table permissions-table"
      head={
        <>
          <th scope="col">{t('table.name')}</th>
          <th scope="col">{t('table.assignedTo')}</th>
          <th scope="col">{t('table.grants')}</th>
          <th scope="col">{t('table.createdDate')}</th>
          <th scope="col" className="permissions-table__actions">
            {t('table.actions')}
          </th>
        </>
      }
    >
      {permissions.map((permission) => (
        <tr key={permission.id} data-testid="permission-row">
          <td className="permissions-table__name">{permission.name}</td>
          <td>
            <div className="role-tags">
              {permission.assignedTo.map((role) => (
                <RoleTag key={role} role={role} />
              ))}
            </div>
          </td>
          <td>
            <GrantsSummary grants={permission.grants} />
          </td>
          <td className="permissions-table__date">{permission.createdDate}</td>
          <td className="permissions-table__actions">
            <Can I="update" a="Permission">
              <RowAction icon="edit" tip={t('table.edit')} label={t('table.editNamed', { name: permission.name })} onClick={() => onEdit(permission)} testId="edit-permission" />
            </Can>
            <Can I="delete" a="Permission">
              <RowAction icon="trash" tip={t('table.delete')} label={t('table.deleteNamed', { name: permission.name })} onClick={() => onDelete(permission)} testId="delete-permission" />
            </Can>
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
