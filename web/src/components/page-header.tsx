import { Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MENU } from '../app/navigation/menu';
import { menuTrail } from '../app/navigation/visible-menu';

export interface Crumb {
  label: string;
  to?: string;
}

/**
 * Page title with breadcrumbs. Without explicit `breadcrumbs` the trail comes from the menu:
 * Home › group › page.
 */
export function PageHeader({ title, breadcrumbs, actions }: { title: string; breadcrumbs?: Crumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trail = breadcrumbs ?? autoCrumbs();

  function autoCrumbs(): Crumb[] {
    const { group, item } = menuTrail(MENU, pathname);
    const crumbs: Crumb[] = [{ label: t('breadcrumbs.home'), to: '/' }];
    if (group) crumbs.push({ label: t(group) });
    if (item && item.path !== pathname) crumbs.push({ label: t(item.titleKey), to: item.path });
    return crumbs;
  }

  return (
    <header className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        <nav className="page-header__crumbs" aria-label={t('breadcrumbs.label')}>
          <ol>
            {trail.map((crumb, i) => (
              <li key={`${crumb.label}-${i}`}>
                {crumb.to ? <Link to={crumb.to}>{i === 0 ? <Icon icon="home" size={12} /> : null} {crumb.label}</Link> : <span>{crumb.label}</span>}
              </li>
            ))}
            <li aria-current="page">{title}</li>
          </ol>
        </nav>
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
