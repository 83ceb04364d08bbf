import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { readJson, STORAGE_KEYS, writeJson } from './storage';

/** Interface languages the FAQ promises (spec section 9): Russian first. */
export const LANGUAGES = ['ru', 'en', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * i18next over HTTP: one namespace per feature (`common` for the shell), each loaded from
 * /locales/<lng>/<ns>.json when a page first asks for it. ru is both default and fallback (spec section 1).
 */
export function initI18n(): Promise<unknown> {
  const lng = chosenLanguage() ?? 'ru';
  document.documentElement.lang = lng;
  return i18n
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: 'ru',
      supportedLngs: [...LANGUAGES],
      ns: ['common'],
      defaultNS: 'common',
      fallbackNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
}

/** The language chosen on this device (the switcher stores it), or null where none was. */
export function chosenLanguage(): Language | null {
  return readJson(STORAGE_KEYS.language, isLanguage);
}

export async function changeLanguage(lng: Language): Promise<void> {
  await i18n.changeLanguage(lng);
  writeJson(STORAGE_KEYS.language, lng);
  document.documentElement.lang = lng;
}

export { i18n };
