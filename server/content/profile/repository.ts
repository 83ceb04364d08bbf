import type { PollOptionRecord, ProfilePostRecord, ProfileSeed } from './models.js';

/** The page around the feed and the poll: written by the seed, read whole. */
export type ProfilePage = Omit<ProfileSeed, 'posts' | 'polls'>;

export interface ProfilePostView extends ProfilePostRecord {
  /** Likers beyond the avatars shown ("+N"). */
  likedCount: number;
}

export interface PollOptionView {
  id: number;
  name: string;
  votes: number;
  /** Share of all votes, percent with one decimal. */
  result: number;
  votedUser: PollOptionRecord['votedUser'];
  votedByMe: boolean;
}

export interface ProfileView extends ProfilePage {
  posts: ProfilePostView[];
  polls: PollOptionView[];
}

/**
 * Owner of the social profile page: the page is shared, likes and poll votes are kept per account (the seed's
 * "youLiked" flags are the demo admin's likes). Two stores implement it (memory-repository.ts,
 * postgres-repository.ts) with the rules of rules.ts; tests/content/contract.test.ts pins that both answer alike.
 */
export interface ProfileRepository {
  /** The page as `accountId` sees it: its own likes (`youLiked`) and vote (`votedByMe`), everyone's counts. */
  view(accountId: number): Promise<ProfileView>;
  /** Likes the post, or takes the like back when the account already liked it; NotFoundError for an unknown post. */
  toggleLike(id: number, accountId: number): Promise<ProfilePostView>;
  /** One vote per account: voting again moves the vote. Answers every option, as all shares change. */
  vote(optionId: number, accountId: number): Promise<PollOptionView[]>;
}
