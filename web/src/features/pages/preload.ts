import { ability } from '../../lib/ability';
import { preloadQuery } from '../../lib/apollo/preload';
import { AccountSettingsQuery } from './account-settings/account-documents';
import { PricingQuery } from './pricing/pricing-query';
import { ProfileQuery } from './profile/profile-documents';

/** The routes' data, started with the navigation (their own chunk, loaded beside the page's). */
export const preloadPricing = () => preloadQuery(PricingQuery);
export const preloadProfile = () => preloadQuery(ProfileQuery);
/** The settings' own tabs (password, sessions) need no Content: an account without it loads nothing ahead. */
export const preloadAccountSettings = () => (ability.can('read', 'Content') ? preloadQuery(AccountSettingsQuery) : undefined);
