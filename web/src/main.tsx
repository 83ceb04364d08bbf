import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/index.css';
import { Icons } from '@blueprintjs/icons';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';
import { initToaster } from './lib/toaster';

/** Spec section 1: any service worker left registered by an earlier deployment is removed at start. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

// One lazily loaded chunk with every icon path instead of one request per icon and size.
Icons.setLoaderOptions({ loader: 'all' });

void unregisterServiceWorkers();
void initToaster();
void initI18n().then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
});
