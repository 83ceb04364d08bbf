import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { PermissionsPanel } from '../components/permissions-panel';
import { useUrlListState } from '../../../lib/url-state';
import { PERMISSION_LIST } from '../permission-list-state';
import '../roles-permissions.css';

/** /apps/permissions: every permission, searchable and filtered by role, paged on the server. */
export default function PermissionsPage() {
  const { t } = useTranslation('roles-permissions');
  const list = useUrlListState(PERMISSION_LIST);
  return (
    <div className="page permissions-page" data-testid="permissions-page">
      <PageHeader title={t('pages.permissions.title')} />
      <PermissionsPanel list={list} title={t('permissions.title')} subtitle={t('permissions.lead')} />
    </div>
  );
}
