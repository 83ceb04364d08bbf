import type { DomainModule } from '../graphql/domain-module.js';
import { apiKeyResolvers } from './resolvers.js';

/** API keys: made, listed and revoked over GraphQL; requests made with them are admitted by the auth guard. */
export const apiKeysDomain: DomainModule = { name: 'api-keys', resolvers: apiKeyResolvers };
