import type { PollOptionView, ProfilePage, ProfilePostView, ProfileRepository, ProfileView } from './repository.js';
import { optionNotFound, pollViews, postNotFound, postView, profileView, storedPost, type StoredPost } from './rules.js';
import type { PollOptionRecord, ProfileSeed } from './models.js';

/** The profile page in this process's memory, over its own copy of the seed. */
export class MemoryProfileRepository implements ProfileRepository {
  private readonly page: ProfilePage;
  private readonly posts: { post: StoredPost; likedBy: Set<number> }[];
  private readonly options: PollOptionRecord[];
  /** account id -> poll option id */
  private readonly votes = new Map<number, number>();

  constructor(seed: ProfileSeed) {
    const { posts, polls, ...page } = structuredClone(seed);
    this.page = page;
    this.posts = posts.map((record) => {
      const { post, likedBy } = storedPost(record);
      return { post, likedBy: new Set(likedBy) };
    });
    this.options = polls;
  }

  async view(accountId: number): Promise<ProfileView> {
    const posts = this.posts.map(({ post, likedBy }) => postView(post, likedBy.size, likedBy.has(accountId)));
    return structuredClone(profileView(this.page, posts, this.polls(accountId)));
  }

  async toggleLike(id: number, accountId: number): Promise<ProfilePostView> {
    const state = this.posts.find((p) => p.post.id === id);
    if (!state) throw postNotFound(id);
    if (state.likedBy.has(accountId)) state.likedBy.delete(accountId);
    else state.likedBy.add(accountId);
    return structuredClone(postView(state.post, state.likedBy.size, state.likedBy.has(accountId)));
  }

  async vote(optionId: number, accountId: number): Promise<PollOptionView[]> {
    if (!this.options.some((o) => o.id === optionId)) throw optionNotFound(optionId);
    this.votes.set(accountId, optionId);
    return this.polls(accountId);
  }

  private polls(accountId: number): PollOptionView[] {
    const live = new Map<number, number>();
    for (const option of this.votes.values()) live.set(option, (live.get(option) ?? 0) + 1);
    return structuredClone(pollViews(this.options, live, this.votes.get(accountId)));
  }
}
