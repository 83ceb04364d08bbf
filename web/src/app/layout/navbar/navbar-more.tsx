import { Button, Icon, Menu, MenuDivider, MenuItem, PopoverNext, type IconName } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES } from '../../../lib/i18n';
import { useLayoutSettings } from '../../../lib/layout-settings';
import { BookmarksQuery } from '../../search/documents';
import { LANGUAGE_CODES } from './language-switcher';
import { useSwitchLanguage } from './use-switch-language';

/**
 * The navbar's secondary buttons folded into one menu on a phone or tablet (below 1200 px): language, skin and the
 * bookmarked pages, so the navbar keeps its main buttons on one line at 390 px. A Blueprint menu: arrow keys move
 * through it, Escape closes it and gives focus back.
 */
export function NavbarMore() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const navigate = useNavigate();
  const { settings, update } = useLayoutSettings();
  const { data } = useQuery(BookmarksQuery);
  const dark = settings.skin === 'dark';
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="navbar-more" aria-label={t('navbar.more')}>
          <MenuDivider title={t('navbar.language')} />
          {LANGUAGES.map((lng) => (
            <MenuItem
              key={lng}
              text={t(`language.${lng}`)}
              labelElement={<span className="lang-code">{LANGUAGE_CODES[lng]}</span>}
              active={lng === i18n.language}
              data-lang={lng}
              onClick={() => switchLanguage(lng)}
            />
          ))}
          <MenuDivider />
          <MenuItem icon={dark ? 'flash' : 'moon'} text={t(dark ? 'layout.lightSkin' : 'layout.darkSkin')} onClick={() => update({ skin: dark ? 'light' : 'dark' })} />
          {data?.bookmarks.length ? <MenuDivider title={t('bookmarks.title')} /> : null}
          {data?.bookmarks.map((page) => (
            <MenuItem key={page.id} icon={<Icon icon={page.icon as IconName} />} text={page.title} onClick={() => navigate(page.link)} />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="more" aria-label={t('navbar.more')} title={t('navbar.more')} data-testid="navbar-more" />
    </PopoverNext>
  );
}
