import '@blueprintjs/core/lib/css/blueprint.css';
import './styles/index.css';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { typePolicies } from './app/type-policies';
import { cache } from './lib/apollo/client';
import { addTypePolicies } from './lib/apollo/cache';
import { initI18n } from './lib/i18n';
import { loadIconSprite, loadIconsOnDemand } from './lib/icons';

/** Spec section 1: any service worker left registered by an earlier deployment is removed at start. */
async function unregisterServiceWorkers(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registrations = await navigator.serviceWorker.getRegistrations();
  await Promise.all(registrations.map((r) => r.unregister()));
}

loadIconsOnDemand();
// Already on its way (index.html preloads it): its icons draw in the first render instead of each after it.
const iconsReady = loadIconSprite();

void unregisterServiceWorkers();
// The cache's rules before the first navigation's preloads write into it.
addTypePolicies(cache, typePolicies);
// Translations and icons first (the current language's common file is already on its way: index.html), then the
// router, whose first navigation starts the page chunk, its namespace and its data beside them.
const translated = initI18n();
const router = createAppRouter();
void Promise.all([translated, iconsReady]).then(() => {
  createRoot(document.getElementById('root') as HTMLElement).render(<App router={router} />);
});
