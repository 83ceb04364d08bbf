import type { DomainModule } from '../graphql/domain-module.js';
import { mailResolvers } from './resolvers.js';

/** Outgoing letters: the mail log's GraphQL face (the queue itself runs in server/plugins/app/mail.ts). */
export const mailDomain: DomainModule = { name: 'mail', resolvers: mailResolvers };
