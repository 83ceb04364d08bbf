import { Card, Icon } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useRouteMeta } from '../app/routing/use-route-meta';
import { PageHeader } from './page-header';

/**
 * The shell a feature route shows before its feature is built: the title and breadcrumbs of the
 * route and the description next to its title key (`<ns>:pages.<key>.description`).
 */
export function PlaceholderPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation([namespace, 'common']);
  const meta = useRouteMeta();
  const titleKey = meta?.titleKey ?? `${namespace}:pages.title`;
  const descriptionKey = titleKey.replace(/\.title$/, '.description');
  return (
    <div className="page">
      <PageHeader title={t(titleKey)} />
      <Card className="card placeholder-card">
        <div className="placeholder-card__icon">
          <Icon icon="build" size={28} />
        </div>
        <div>
          <h2 className="card__title">{t(titleKey)}</h2>
          <p className="text-muted">{t(descriptionKey)}</p>
        </div>
      </Card>
    </div>
  );
}
