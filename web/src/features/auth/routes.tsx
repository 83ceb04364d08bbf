import { lazyWithPreload, type LazyWithPreload } from '../../lib/lazy-with-preload';
import type { AppRoute, RouteAccess, RoutePage } from '../../lib/routing/types';
import type { AuthVariant } from './components/auth-frame';

const LoginPage = lazyWithPreload(() => import('./pages/login-page'), 'default');
const RegisterPage = lazyWithPreload(() => import('./pages/register-page'), 'default');
const ForgotPasswordPage = lazyWithPreload(() => import('./pages/forgot-password-page'), 'default');
const ResetPasswordPage = lazyWithPreload(() => import('./pages/reset-password-page'), 'default');
const VerifyEmailPage = lazyWithPreload(() => import('./pages/verify-email-page'), 'default');
const TwoStepsPage = lazyWithPreload(() => import('./pages/two-steps-page'), 'default');
const AcceptInvitePage = lazyWithPreload(() => import('./pages/accept-invite-page'), 'default');

type VariantPage = LazyWithPreload<{ variant?: AuthVariant }>;

/** The same page in a fixed variant: the router preloads the page's chunk and renders it with the variant. */
function variantOf(Page: VariantPage, variant: AuthVariant): RoutePage {
  return Object.assign(() => <Page variant={variant} />, { preload: Page.preload });
}

function route(path: string, key: string, Page: VariantPage, variant: AuthVariant, access: RouteAccess): AppRoute {
  return { path, element: variantOf(Page, variant), meta: { titleKey: `auth:${key}.pageTitle`, action: 'read', subject: 'Auth', layout: 'blank', access } };
}

/**
 * /login, /register, /forgot-password are the app's own entry pages (guest only); the
 * /pages/*-basic|cover variants of section 2 are open demo pages with the same behaviour.
 */
export const routes: AppRoute[] = [
  route('/login', 'login', LoginPage, 'cover', 'guest'),
  route('/register', 'register', RegisterPage, 'cover', 'guest'),
  route('/forgot-password', 'forgot', ForgotPasswordPage, 'cover', 'guest'),
  // Open to anyone holding the link, signed in or not (an administrator may try the link they made).
  route('/invite', 'invite', AcceptInvitePage, 'cover', 'public'),
  ...(['basic', 'cover'] as const).flatMap((variant) => [
    route(`/pages/login-${variant}`, 'login', LoginPage, variant, 'public'),
    route(`/pages/register-${variant}`, 'register', RegisterPage, variant, 'public'),
    route(`/pages/forgot-password-${variant}`, 'forgot', ForgotPasswordPage, variant, 'public'),
    route(`/pages/reset-password-${variant}`, 'reset', ResetPasswordPage, variant, 'public'),
    route(`/pages/verify-email-${variant}`, 'verify', VerifyEmailPage, variant, 'public'),
    route(`/pages/two-steps-${variant}`, 'twoSteps', TwoStepsPage, variant, 'public'),
  ]),
];
