import { Button } from '@blueprintjs/core';
import { lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OnceOpened, preloadOnIntent } from '../../components/after-first-screen';

/** The drawer and its controls are on no first screen. */
const loadDrawer = () => import('./customizer-drawer');
const CustomizerDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CustomizerDrawer })));

/** The theme customizer's toggle, and its drawer of every layout setting (spec section 3). */
export function Customizer() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="customizer-toggle" intent="primary" icon="cog" aria-label={t('customizer.open')} data-testid="customizer-open" onClick={() => setOpen(true)} {...preloadOnIntent(loadDrawer)} />
      <OnceOpened open={open}>
        <CustomizerDrawer open={open} onClose={() => setOpen(false)} />
      </OnceOpened>
    </>
  );
}
