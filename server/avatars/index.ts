import type { DomainModule } from '../graphql/domain-module.js';
import { avatarRoutes } from './routes.js';

/** Initials avatars for people without a photo (person-avatar.ts says who gets one). */
export const avatarsDomain: DomainModule = { name: 'avatars', routes: avatarRoutes };
