import { Button } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened, preloadOnIntent } from '../../components/after-first-screen';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

/** The drawer and its controls are on no first screen. */
const CustomizerDrawer = lazyWithPreload(() => import('./customizer-drawer'), 'CustomizerDrawer');

/** The theme customizer's toggle, and its drawer of every layout setting (spec section 3). */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="customizer-toggle" intent="primary" icon="cog" aria-label={t('customizer.open')} data-testid="customizer-open" onClick={() => setOpen(true)} {...preloadOnIntent(CustomizerDrawer.preload)} />
      <OnceOpened open={open}>
        <CustomizerDrawer open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
