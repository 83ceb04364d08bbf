import type { DomainModule } from '../graphql/domain-module.js';
import { liveResolvers } from './resolvers.js';

/** Subscriptions of the shared lists; the WebSocket endpoint itself is server/plugins/app/live.ts. */
export const liveDomain: DomainModule = { name: 'live', resolvers: liveResolvers };
