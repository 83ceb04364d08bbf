import { Button } from '@blueprintjs/core';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened, preloadOnIntent } from '../../../components/after-first-screen';
import { lazyWithPreload } from '../../../lib/lazy-with-preload';

/** The dialog is on no first screen. */
const SearchDialog = lazyWithPreload(() => import('./search-dialog'), 'SearchDialog');

function isTypingTarget(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** The navbar search (spec section 2): its button, and Ctrl/Cmd+K or '/' anywhere but in a field, open the dialog. */
export function NavbarSearch() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === 'k' || event.key === 'K') && (event.ctrlKey || event.metaKey);
      if (shortcut || (event.key === '/' && !isTypingTarget(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <>
      <Button variant="minimal" icon="search" aria-label={t('search.open')} title={`${t('search.open')} (Ctrl+K)`} data-testid="search-open" onClick={() => setOpen(true)} {...preloadOnIntent(SearchDialog.preload)} />
      <OnceOpened open={open}>
        <SearchDialog open={open} onClose={close} />
      </OnceOpened>
    </>
  );
}
