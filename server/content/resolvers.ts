import { mergeResolvers } from '@graphql-tools/merge';
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { blogResolvers } from './resolvers/blog.js';
import { cardResolvers } from './resolvers/cards.js';
import { helpResolvers } from './resolvers/help.js';
import { profileResolvers } from './resolvers/profile.js';

/** The content domain's slice of the resolver map, one file per page family. */
export const contentResolvers: Resolvers = mergeResolvers([helpResolvers, blogResolvers, profileResolvers, cardResolvers]);
