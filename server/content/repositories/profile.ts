import type { PollOptionRecord, ProfilePostRecord, ProfileSeed } from '../../../seed/content/profile.js';
import { NotFoundError } from '../../errors.js';

/** The profile's owner: the seeded "youLiked" flags are this account's likes. */
const OWNER_ACCOUNT_ID = 1;

export interface ProfilePostView extends Omit<ProfilePostRecord, 'youLiked'> {
  youLiked: boolean;
  /** Likers beyond the avatars shown ("+N"). */
  likedCount: number;
}

export interface PollOptionView {
  id: number;
  name: string;
  votes: number;
  /** Share of all votes, percent. */
  result: number;
  votedUser: PollOptionRecord['votedUser'];
  votedByMe: boolean;
}

interface PostState {
  record: ProfilePostRecord;
  /** Likes from before the app started, other than the owner's. */
  baseLikes: number;
  likedBy: Set<number>;
}

/** The social profile page; likes and poll votes are kept per signed-in account. */
export class ProfileRepository {
  private readonly posts: PostState[];
  /** account id -> poll option id */
  private readonly votes = new Map<number, number>();

  constructor(private readonly profile: ProfileSeed) {
    this.posts = profile.posts.map((record) => ({
      record,
      baseLikes: record.likes - (record.youLiked ? 1 : 0),
      likedBy: new Set(record.youLiked ? [OWNER_ACCOUNT_ID] : []),
    }));
  }

  view(accountId: number) {
    const p = this.profile;
    return {
      header: p.header,
      userAbout: p.userAbout,
      suggestedPages: p.suggestedPages,
      twitterFeeds: p.twitterFeeds,
      posts: this.posts.map((state) => this.postView(state, accountId)),
      latestPhotos: p.latestPhotos,
      suggestions: p.suggestions,
      pollQuestion: p.pollQuestion,
      polls: this.polls(accountId),
    };
  }

  post(id: number, accountId: number): ProfilePostView {
    return this.postView(this.postState(id), accountId);
  }

  /** Likes the post, or takes the like back when the account already liked it. */
  toggleLike(id: number, accountId: number): ProfilePostView {
    const state = this.postState(id);
    if (state.likedBy.has(accountId)) state.likedBy.delete(accountId);
    else state.likedBy.add(accountId);
    return this.postView(state, accountId);
  }

  /** One vote per account: voting again moves the vote. Returns every option, as all shares change. */
  vote(optionId: number, accountId: number): PollOptionView[] {
    if (!this.profile.polls.some((o) => o.id === optionId)) throw new NotFoundError(`Poll option ${optionId} not found`);
    this.votes.set(accountId, optionId);
    return this.polls(accountId);
  }

  polls(accountId: number): PollOptionView[] {
    const counts = this.profile.polls.map((o) => o.baseVotes + [...this.votes.values()].filter((v) => v === o.id).length);
    const total = counts.reduce((a, b) => a + b, 0);
    return this.profile.polls.map((o, i) => ({
      id: o.id,
      name: o.name,
      votes: counts[i],
      result: total === 0 ? 0 : Math.round((counts[i] / total) * 1000) / 10,
      votedUser: o.votedUser,
      votedByMe: this.votes.get(accountId) === o.id,
    }));
  }

  private postState(id: number): PostState {
    const state = this.posts.find((p) => p.record.id === id);
    if (!state) throw new NotFoundError(`Profile post ${id} not found`);
    return state;
  }

  private postView({ record, baseLikes, likedBy }: PostState, accountId: number): ProfilePostView {
    const likes = baseLikes + likedBy.size;
    return { ...record, likes, youLiked: likedBy.has(accountId), likedCount: Math.max(0, likes - record.likedUsers.length) };
  }
}
