import { Card, Icon, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BookmarksQuery } from '../app/search/documents';
import { useRouteMeta } from '../app/routing/use-route-meta';
import { PageHeader } from './page-header';

/**
 * The shell a feature route shows before its feature is built: the route's title and breadcrumbs,
 * what the screen is for (`<ns>:pages.<key>.description`), and the user's bookmarks as quick links.
 */
export function PlaceholderPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation([namespace, 'common']);
  const meta = useRouteMeta();
  const { data } = useQuery(BookmarksQuery);
  const titleKey = meta?.titleKey ?? `${namespace}:pages.title`;
  const descriptionKey = titleKey.replace(/\.title$/, '.description');
  const quickLinks = data?.bookmarks ?? [];

  return (
    <div className="page">
      <PageHeader title={t(titleKey)} />
      <Card className="card placeholder-hero">
        <div className="placeholder-hero__text">
          <span className="placeholder-hero__badge">{t('common:placeholder.badge')}</span>
          <h2 className="placeholder-hero__title">{t(titleKey)}</h2>
          <p className="placeholder-hero__description">{t(descriptionKey)}</p>
        </div>
        <div className="placeholder-hero__art" aria-hidden="true">
          <svg viewBox="0 0 220 140">
            <rect x="10" y="18" width="140" height="104" rx="14" fill="var(--surface)" stroke="var(--border)" />
            <rect x="26" y="36" width="64" height="9" rx="4.5" fill="var(--primary)" opacity="0.3" />
            <rect x="26" y="52" width="44" height="7" rx="3.5" fill="currentColor" opacity="0.12" />
            <rect x="26" y="96" width="14" height="12" rx="3" fill="var(--primary)" opacity="0.35" />
            <rect x="46" y="84" width="14" height="24" rx="3" fill="var(--primary)" opacity="0.55" />
            <rect x="66" y="72" width="14" height="36" rx="3" fill="var(--primary)" opacity="0.75" />
            <rect x="86" y="62" width="14" height="46" rx="3" fill="var(--primary)" />
            <circle cx="170" cy="50" r="34" fill="var(--primary)" opacity="0.12" />
            <path d="M170 30 a20 20 0 1 1 -20 20 h20 z" fill="var(--primary)" opacity="0.8" />
            <path d="M174 26 a20 20 0 0 1 20 20 h-20 z" fill="#ff9f43" />
          </svg>
        </div>
      </Card>
      {quickLinks.length > 0 ? (
        <section className="quick-links" aria-label={t('common:placeholder.quickLinks')}>
          <h3 className="quick-links__title">{t('common:placeholder.quickLinks')}</h3>
          <div className="quick-links__grid">
            {quickLinks.map((page) => (
              <Link key={page.id} to={page.link} className="quick-link card">
                <span className="quick-link__icon">
                  <Icon icon={page.icon as IconName} size={20} />
                </span>
                <span className="quick-link__text">
                  <span className="quick-link__title">{page.title}</span>
                  <span className="quick-link__path">{page.link}</span>
                </span>
                <Icon icon="chevron-right" size={14} className="quick-link__chevron" />
              </Link>
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}
