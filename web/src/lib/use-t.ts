import type { i18n as I18n, Namespace, TFunction } from 'i18next';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

export interface Translation<N extends Namespace> {
  t: TFunction<N>;
  i18n: I18n;
}

/**
 * The `t` of the current language for some namespaces, shared by every component that asks for the same ones.
 * react-i18next's `useTranslation` gives each component that calls it a copy of the i18next instance, a `t` of its
 * own and a listener, at every mount: on the to-do page, ~0.15 s of a low-tier phone's first render went there.
 * Here one `t` per language and namespaces is made once, and components re-render on a language change through
 * one listener. A namespace not loaded yet suspends the component until it is, as `useTranslation` does.
 */
export function useT<const N extends Namespace = 'common'>(ns?: N): Translation<N> {
  useSyncExternalStore(subscribe, currentLanguage);
  const namespaces: readonly string[] = ns === undefined ? [DEFAULT_NS] : typeof ns === 'string' ? [ns] : [...ns];
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let translation = translations.get(key);
  if (!translation) {
    const missing = namespaces.filter((n) => !i18n.hasLoadedNamespace(n));
    // Suspended as react-i18next does, by the load's promise: React renders the component again from its start once
    // it has settled. With use() React would replay the component and expect the same calls, which a namespace loaded
    // meanwhile changes (React errors #467/#520, and the shell drawn again from scratch, losing focus).
    if (missing.length > 0) throw loading(missing);
    translation = { t: i18n.getFixedT(i18n.language, namespaces[0]), i18n };
    translations.set(key, translation);
  }
  return translation as unknown as Translation<N>;
}

const DEFAULT_NS = 'common';

/** One `t` per language and namespaces. */
const translations = new Map<string, Translation<Namespace>>();

/** Namespaces being loaded, by language and names: every component waiting for them waits on one promise. */
const loads = new Map<string, Promise<void>>();

function loading(namespaces: readonly string[]): Promise<void> {
  const key = `${i18n.language}|${namespaces.join(',')}`;
  let load = loads.get(key);
  if (!load) {
    load = i18n.loadNamespaces([...namespaces]).finally(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

const currentLanguage = () => i18n.language;

/** The components to re-render on a language change, told by one i18next listener. */
const listeners = new Set<() => void>();

function subscribe(changed: () => void): () => void {
  if (listeners.size === 0) i18n.on('languageChanged', tellListeners);
  listeners.add(changed);
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) i18n.off('languageChanged', tellListeners);
  };
}

function tellListeners(): void {
  for (const listener of listeners) listener();
}
