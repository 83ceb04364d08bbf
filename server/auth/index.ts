import type { DomainModule } from '../graphql/domain-module.js';
import { accountResolvers } from './account-resolvers.js';
import { authResolvers } from './resolvers.js';
import { passwordResetResolvers } from './password-reset-resolvers.js';
import { emailVerificationResolvers } from './email-verification-resolvers.js';
import { emailChangeResolvers } from './email-change-resolvers.js';
import { interfaceLanguageResolvers } from './interface-language-resolvers.js';
import { authRoutes } from './routes.js';
import { twoStepResolvers } from './two-step-resolvers.js';

/** Accounts, tokens and sessions. */
export const authDomain: DomainModule = { name: 'auth', routes: authRoutes, resolvers: authResolvers };

/** Account administration: the same accounts repository, its GraphQL face. */
export const accountsDomain: DomainModule = { name: 'accounts', resolvers: accountResolvers };

/** Two-step sign-in: the account's own settings and an administrator's reset (GraphQL); its sign-in is auth's. */
export const twoStepDomain: DomainModule = { name: 'two-step', resolvers: twoStepResolvers };

/** Forgotten passwords: reset letters and their links (GraphQL; REST is auth's routes). */
export const passwordResetDomain: DomainModule = { name: 'password-reset', resolvers: passwordResetResolvers };

/** E-mail verification: the link of a registration's letter, and sending it again (GraphQL). */
export const emailVerificationDomain: DomainModule = { name: 'email-verification', resolvers: emailVerificationResolvers };

/** The account's interface language, which its letters are written in (GraphQL; the spec's REST has no path for it). */
export const interfaceLanguageDomain: DomainModule = { name: 'interface-language', resolvers: interfaceLanguageResolvers };

/** A change of the account's address, confirmed by the link sent to the new one (GraphQL; REST saves it with the settings). */
export const emailChangeDomain: DomainModule = { name: 'email-change', resolvers: emailChangeResolvers };
