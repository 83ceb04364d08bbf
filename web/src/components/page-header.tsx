import { Icon } from '@blueprintjs/core';
import { createContext, useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export interface Crumb {
  label: string;
  to?: string;
}

/** Where a path stands in the app's navigation: the title key of its group, if any, and its entry. */
export interface NavigationTrail {
  group?: string;
  item?: { titleKey: string; path: string };
}

/** The trail of a path, from the navigation the shell draws (its menu); none outside it. */
export const NavigationTrailContext = createContext<(pathname: string) => NavigationTrail>(() => ({}));

/**
 * Page title with breadcrumbs. Without explicit `breadcrumbs` the trail comes from the navigation:
 * Home › group › page.
 */
export function PageHeader({ title, breadcrumbs, actions }: { title: string; breadcrumbs?: Crumb[]; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trailOf = useContext(NavigationTrailContext);
  const trail = breadcrumbs ?? autoCrumbs();

  function autoCrumbs(): Crumb[] {
    const { group, item } = trailOf(pathname);
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
