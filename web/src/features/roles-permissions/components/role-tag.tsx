import { useTranslation } from 'react-i18next';
import type { PermissionRole } from '../../../__generated__/graphql';
import { Tag } from '../../../components/tag';

/** A role name on its own colour (one per role, see roles-permissions.css). */
export function RoleTag({ role }: { role: PermissionRole }) {
  const { t } = useTranslation('roles-permissions');
  return (
    <Tag minimal round className={`role-tag role-tag--${role}`}>
      {t(`role.${role}`)}
    </Tag>
  );
}
