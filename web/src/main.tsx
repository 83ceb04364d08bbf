import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { loadIconsOnDemand } from './lib/icons';

/** Spec section 1: any service worker left registered by an earlier deployment is removed at start. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

loadIconsOnDemand();

void unregisterServiceWorkers();
void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
