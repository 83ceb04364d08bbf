import { NotFoundError } from '../../common/errors.js';
import type { PollOptionView, ProfilePage, ProfilePostView, ProfileView } from './repository.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../auth/models.js';
import type { PollOptionRecord, ProfilePostRecord } from './models.js';

/** The profile's rules, shared by both stores: what the seed's likes mean and how counts and shares are drawn. */

/** The profile's owner: the seeded "youLiked" flags are this account's likes. */
export const PROFILE_OWNER_ID = DEMO_ADMIN_ACCOUNT_ID;

/** A post as stored: its likes from before the app started other than the owner's, who likes it in `likedBy`. */
export interface StoredPost extends Omit<ProfilePostRecord, 'likes' | 'youLiked'> {
  baseLikes: number;
}

export const postNotFound = (id: number) => new NotFoundError(`Profile post ${id} not found`);
export const optionNotFound = (id: number) => new NotFoundError(`Poll option ${id} not found`);

/** A seeded post split into what is stored and who liked it. */
export function storedPost({ likes, youLiked, ...post }: ProfilePostRecord): { post: StoredPost; likedBy: number[] } {
  return { post: { ...post, baseLikes: likes - (youLiked ? 1 : 0) }, likedBy: youLiked ? [PROFILE_OWNER_ID] : [] };
}

export function postView({ baseLikes, ...post }: StoredPost, likers: number, youLiked: boolean): ProfilePostView {
  const likes = baseLikes + likers;
  return { ...post, likes, youLiked, likedCount: Math.max(0, likes - post.likedUsers.length) };
}

/** Each option's votes: its base plus the accounts' live votes (`liveVotes` by option id). */
export function pollViews(options: readonly PollOptionRecord[], liveVotes: ReadonlyMap<number, number>, myVote: number | undefined): PollOptionView[] {
  const counts = options.map((o) => o.baseVotes + (liveVotes.get(o.id) ?? 0));
  const total = counts.reduce((a, b) => a + b, 0);
  return options.map((o, i) => ({
    id: o.id,
    name: o.name,
    votes: counts[i],
    result: total === 0 ? 0 : Math.round((counts[i] / total) * 1000) / 10,
    votedUser: o.votedUser,
    votedByMe: myVote === o.id,
  }));
}

export function profileView(page: ProfilePage, posts: ProfilePostView[], polls: PollOptionView[]): ProfileView {
  return { ...page, posts, polls };
}
