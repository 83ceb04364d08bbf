import type { ComponentType } from 'react';
import { lazyPage, type LazyPage } from '../../app/routing/lazy-page';
import type { AppRoute, RouteAccess } from '../../app/routing/types';
import type { AuthVariant } from './components/auth-frame';

const LoginPage = lazyPage(() => import('./pages/login-page'));
const RegisterPage = lazyPage(() => import('./pages/register-page'));
const ForgotPasswordPage = lazyPage(() => import('./pages/forgot-password-page'));
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'));
const VerifyEmailPage = lazyPage(() => import('./pages/verify-email-page'));
const TwoStepsPage = lazyPage(() => import('./pages/two-steps-page'));
const AcceptInvitePage = lazyPage(() => import('./pages/accept-invite-page'));

type VariantPage = LazyPage & ComponentType<{ variant?: AuthVariant }>;

/** The same page in a fixed variant, as a lazy page the router can render and preload. */
function variantOf(Page: VariantPage, variant: AuthVariant): LazyPage {
  return lazyPage(async () => {
    await Page.preload();
    return { default: () => <Page variant={variant} /> };
  });
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
