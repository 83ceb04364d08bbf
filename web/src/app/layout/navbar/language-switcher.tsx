import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../lib/i18n';
import { useSwitchLanguage } from './use-switch-language';

export const LANGUAGE_CODES: Record<Language, string> = { ru: 'RU', en: 'EN', uk: 'UA' };

/** ru / en / uk (the languages the FAQ promises); each language's own name is in its locale file. Signed in, the account keeps it. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const switchLanguage = useSwitchLanguage();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'ru';
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="language-menu">
          {LANGUAGES.map((lng) => (
            <MenuItem
              key={lng}
              text={t(`language.${lng}`)}
              labelElement={<span className="lang-code">{LANGUAGE_CODES[lng]}</span>}
              active={lng === current}
              data-lang={lng}
              onClick={() => switchLanguage(lng)}
            />
          ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="translate" text={<span className="lang-code">{LANGUAGE_CODES[current]}</span>} aria-label={`${t('navbar.language')}: ${LANGUAGE_CODES[current]}`} data-testid="language-switcher" />
    </PopoverNext>
  );
}
