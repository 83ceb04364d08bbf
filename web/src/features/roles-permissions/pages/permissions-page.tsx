import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PermissionsPanel } from '../components/permissions-panel';
import { usePermissionListParams } from '../hooks/use-permission-list-params';
import '../roles-permissions.css';

/** /apps/permissions: every permission, searchable and filtered by role, paged on the server. */
export default function PermissionsPage() {
  const { t } = useTranslation('roles-permissions');
  const [params, update] = usePermissionListParams();
  return (
    <div className="page permissions-page" data-testid="permissions-page">
      <PageHeader title={t('pages.permissions.title')} />
      <PermissionsPanel params={params} update={update} title={t('permissions.title')} subtitle={t('permissions.lead')} />
    </div>
  );
}
