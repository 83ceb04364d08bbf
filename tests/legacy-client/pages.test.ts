import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { useLegacyApp } from './support.js';

/**
 * The pages that call axios themselves: FAQ, knowledge base, blog, pricing (also the billing tab
 * and the pricing modal), profile, account settings and the autocomplete demo. They send no
 * parameters except the FAQ search, and draw `Icon[item.icon]` from react-feather.
 */
const FEATHER_EXPORTS = new Set(readFileSync(new URL('./fixtures/react-feather-exports.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));

const ctx = useLegacyApp();

async function read<T = Record<string, any>>(url: string, params?: Record<string, unknown>): Promise<T> {
  const res = await ctx.client.get(url, params);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
}

describe('FAQ and knowledge base', () => {
  it('GET /faq/data?q=: every category as a tab with a react-feather icon; ?q=<text> keeps the matching questions', async () => {
    const all = await read('/faq/data', { q: '' });
    const categories = Object.values(all) as { icon: string; title: string; subtitle: string; qandA: { question: string; ans: string }[] }[];
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const category of categories) {
      expect(FEATHER_EXPORTS).toContain(category.icon);
      expect(category).toMatchObject({ title: expect.any(String), subtitle: expect.any(String) });
      expect(category.qandA.length).toBeGreaterThan(0);
    }
    const found = Object.values(await read('/faq/data', { q: 'ТАРИФ' })) as { qandA: { question: string }[] }[];
    const questions = found.flatMap((c) => c.qandA.map((q) => q.question));
    expect(questions.length).toBeGreaterThan(0);
    expect(questions.every((q) => q.toLowerCase().includes('тариф'))).toBe(true);
  });

  it('GET /faq/data/knowledge_base: the cards the page links by category', async () => {
    const cards = await read<{ id: number; category: string; img: string; title: string; desc: string }[]>('/faq/data/knowledge_base');
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) expect(card).toEqual({ id: expect.any(Number), category: expect.any(String), img: expect.any(String), title: expect.any(String), desc: expect.any(String) });
  });

  it('GET /faq/data/category with no parameters: the sections of the first category', async () => {
    const sections = await read<{ id: number; title: string; icon: string; iconColor: string; questions: { id: number; question: string; slug: string }[] }[]>('/faq/data/category');
    const [first] = await read<{ category: string }[]>('/faq/data/knowledge_base');
    expect(sections.length).toBeGreaterThan(0);
    for (const section of sections) {
      expect(FEATHER_EXPORTS).toContain(section.icon);
      expect(section.iconColor).toMatch(/^text-(primary|secondary|success|danger|warning|info)$/);
      expect(section.questions.length).toBeGreaterThan(0);
      for (const q of section.questions) expect(q).toEqual({ id: expect.any(Number), question: expect.any(String), slug: expect.any(String) });
    }
    const named = await read<{ title: string }[]>('/faq/data/category', { category: first.category });
    expect(named.map((s) => s.title)).toEqual(sections.map((s) => s.title));
  });

  it('GET /faq/data/question with no parameters: the first question of the first category', async () => {
    const question = await read('/faq/data/question');
    expect(question).toMatchObject({ title: expect.any(String), lastUpdated: expect.any(String), content: expect.any(String) });
    expect(question.relatedQuestions.length).toBeGreaterThan(0);
    for (const related of question.relatedQuestions) expect(related).toMatchObject({ id: expect.any(Number), question: expect.any(String) });
    const [section] = await read<{ questions: { slug: string; question: string }[] }[]>('/faq/data/category');
    expect(question.title).toBe(section.questions[0].question);
    const [, second] = await read<{ category: string }[]>('/faq/data/knowledge_base');
    const [secondSection] = await read<{ questions: { question: string }[] }[]>('/faq/data/category', { category: second.category });
    expect((await read('/faq/data/question', { category: second.category })).title).toBe(secondSection.questions[0].question);
  });
});

describe('blog', () => {
  it('GET /blog/list/data: the list cards', async () => {
    const posts = await read<Record<string, unknown>[]>('/blog/list/data');
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) {
      expect(post).toMatchObject({ id: expect.any(Number), img: expect.any(String), title: expect.any(String), avatar: expect.any(String), userFullName: expect.any(String), blogPosted: expect.any(String), tags: expect.any(Array), excerpt: expect.any(String), comment: expect.any(Number) });
    }
  });

  it('GET /blog/list/data/sidebar: recent posts and categories with react-feather icons', async () => {
    const { recentPosts, categories } = await read('/blog/list/data/sidebar');
    for (const post of recentPosts) expect(post).toMatchObject({ img: expect.any(String), title: expect.any(String), id: expect.any(Number), createdTime: expect.any(String) });
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) {
      expect(typeof category.category).toBe('string');
      expect(FEATHER_EXPORTS).toContain(category.icon);
    }
  });

  it('GET /blog/list/data/detail: the newest post, its counts as numbers, and its comments', async () => {
    const { blog, comments } = await read('/blog/list/data/detail');
    const [newest] = await read<{ id: number }[]>('/blog/list/data');
    expect(blog).toMatchObject({ id: newest.id, img: expect.any(String), title: expect.any(String), avatar: expect.any(String), userFullName: expect.any(String), createdTime: expect.any(String), tags: expect.any(Array), content: expect.any(String), comments: expect.any(Number) });
    // Shown as a count beside the bookmark icon; our own flag stays beside it.
    expect(blog.bookmarked).toBe(blog.isBookmarked ? 1 : 0);
    expect(comments).toHaveLength(blog.comments);
    const commented = await read('/blog/list/data/detail', { id: (await read<{ id: number; comment: number }[]>('/blog/list/data')).find((p) => p.comment > 0)!.id });
    for (const comment of commented.comments) expect(comment).toMatchObject({ userFullName: expect.any(String), commentedAt: expect.any(String), commentText: expect.any(String) });
  });

  it('GET /blog/list/data/edit: the edit form', async () => {
    const edit = await read('/blog/list/data/edit');
    expect(edit).toMatchObject({ avatar: expect.any(String), userFullName: expect.any(String), createdTime: expect.any(String), blogTitle: expect.any(String), slug: expect.any(String), status: expect.any(String), excerpt: expect.any(String), featuredImage: expect.any(String) });
    for (const category of edit.blogCategories) expect(category).toEqual({ value: expect.any(String), label: expect.any(String) });
  });
});

describe('pricing, profile, account settings, autocomplete', () => {
  it('GET /pricing/data: every key but qandA is a plan card (the page and the billing tab treat it so)', async () => {
    const pricing = await read('/pricing/data');
    const plans = Object.entries(pricing).filter(([key]) => key !== 'qandA').map(([, plan]) => plan);
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toMatchObject({ title: expect.any(String), img: expect.any(String), subtitle: expect.any(String), monthlyPrice: expect.any(Number), yearlyPlan: { perMonth: expect.any(Number), totalAnnual: expect.any(Number) }, planBenefits: expect.any(Array), popular: expect.any(Boolean) });
    }
    expect(plans.map((p) => p.monthlyPrice)).toEqual([0, 49, 99]);
    for (const qa of pricing.qandA) expect(qa).toEqual({ question: expect.any(String), ans: expect.any(String) });
  });

  it('GET /profile/data: the header, about, feeds, the posts as `post`, photos, suggestions and polls', async () => {
    const profile = await read('/profile/data');
    expect(profile.header).toMatchObject({ avatar: expect.any(String), username: expect.any(String), designation: expect.any(String), coverImg: expect.any(String) });
    expect(profile.userAbout).toMatchObject({ about: expect.any(String), joined: expect.any(String), lives: expect.any(String), email: expect.any(String), website: expect.any(String) });
    for (const page of profile.suggestedPages) expect(page).toMatchObject({ avatar: expect.any(String), username: expect.any(String), subtitle: expect.any(String), favorite: expect.any(Boolean) });
    for (const feed of profile.twitterFeeds) expect(feed).toMatchObject({ imgUrl: expect.any(String), title: expect.any(String), id: expect.any(Number), desc: expect.any(String), tags: expect.any(String) });
    expect(profile.post.length).toBeGreaterThan(0);
    expect(profile.post).toEqual(profile.posts);
    for (const post of profile.post) {
      expect(post).toMatchObject({ avatar: expect.any(String), username: expect.any(String), postTime: expect.any(String), postText: expect.any(String), likes: expect.any(Number), youLiked: expect.any(Boolean), comments: expect.any(Number), share: expect.any(Number), likedCount: expect.any(Number) });
      for (const user of post.likedUsers) expect(user).toEqual({ avatar: expect.any(String), username: expect.any(String) });
      for (const comment of post.detailedComments) expect(comment).toMatchObject({ avatar: expect.any(String), username: expect.any(String), comment: expect.any(String), commentsLikes: expect.any(Number), youLiked: expect.any(Boolean) });
    }
    for (const photo of profile.latestPhotos) expect(typeof photo.img).toBe('string');
    for (const s of profile.suggestions) expect(s).toMatchObject({ avatar: expect.any(String), name: expect.any(String), mutualFriend: expect.any(String) });
    for (const poll of profile.polls) {
      expect(poll).toMatchObject({ name: expect.any(String), result: expect.any(Number) });
      for (const user of poll.votedUser) expect(user).toEqual({ img: expect.any(String), username: expect.any(String) });
    }
  });

  it('GET /account-setting/data: the general tab reads avatar, fullName (split on spaces), email and company', async () => {
    const { general } = await read('/account-setting/data');
    expect(general).toMatchObject({ fullName: expect.any(String), email: expect.any(String), company: expect.any(String) });
    expect(general.fullName.split(' ')[0].length).toBeGreaterThan(0);
  });

  it('GET /api/autocomplete/data: the entries as autoComplete', async () => {
    const { autoComplete } = await read<{ autoComplete: { id: number; title: string; rank: number }[] }>('/api/autocomplete/data');
    expect(autoComplete).toHaveLength(100);
    for (const entry of autoComplete) expect(entry).toEqual({ id: expect.any(Number), title: expect.any(String), rank: expect.any(Number) });
  });
});
