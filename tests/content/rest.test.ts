import { describe, expect, it } from 'vitest';
import { injectAs, useApp } from '../helper.js';

const app = useApp();
const admin = injectAs(app, 'admin');

interface QandA {
  question: string;
  ans: string;
}
type Faq = Record<string, { icon: string; title: string; subtitle: string; qandA: QandA[] }>;
interface BlogItem {
  id: number;
  title: string;
  blogPosted: string;
  tags: string[];
  comment: number;
}

async function get<T>(url: string, expected = 200): Promise<T> {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(expected);
  return res.json<T>();
}

const PAGE_READS = [
  '/faq/data',
  '/faq/data?q=тариф',
  '/faq/data/knowledge_base',
  '/faq/data/category?category=billing',
  '/faq/data/question?category=billing&question=trial',
  '/blog/list/data',
  '/blog/list/data/sidebar',
  '/blog/list/data/detail?id=2',
  '/blog/list/data/edit?id=2',
  '/pricing/data',
  '/profile/data',
  '/account-setting/data',
  '/api/autocomplete/data',
];

describe('content reads: access', () => {
  it.each(PAGE_READS)('GET %s: 200 for admin, 401 anonymous, 403 for client', async (url) => {
    expect((await admin({ method: 'GET', url })).statusCode).toBe(200);
    const anonymous = await app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ statusCode: 401 });
    const client = await injectAs(app, 'client')({ method: 'GET', url });
    expect(client.statusCode).toBe(403);
    expect(client.json()).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });
});

describe('GET /faq/data', () => {
  it('has the four categories with 4-8 Q&A each', async () => {
    const faq = await get<Faq>('/faq/data');
    expect(Object.keys(faq)).toEqual(['registration', 'security', 'migration', 'payment']);
    for (const category of Object.values(faq)) {
      expect(category.title).not.toBe('');
      expect(category.qandA.length).toBeGreaterThanOrEqual(4);
      expect(category.qandA.length).toBeLessThanOrEqual(8);
    }
  });

  it('states the figures of the spec', async () => {
    const text = JSON.stringify(await get<Faq>('/faq/data'));
    for (const figure of ['14 дней', '100 МБ', '2 активных проекта', '5 пользователей', '$199', 'Mini', 'Basic', 'Business', 'Premium',
      'FTP', 'com, org, net, ua и ru', 'английском, русском и украинском', 'администратор аккаунта', '3D Secure', 'Visa', 'MasterCard',
      'любого зарубежного банка']) {
      expect(text).toContain(figure);
    }
  });

  it('keeps only questions containing q, case-insensitively, and empty categories', async () => {
    const faq = await get<Faq>(`/faq/data?q=${encodeURIComponent('ТАРИФ')}`);
    const all = await get<Faq>('/faq/data');
    expect(Object.keys(faq)).toEqual(Object.keys(all));
    let matches = 0;
    for (const [key, category] of Object.entries(faq)) {
      const expected = all[key].qandA.filter((qa) => qa.question.toLowerCase().includes('тариф'));
      expect(category.qandA).toEqual(expected);
      matches += expected.length;
    }
    expect(matches).toBeGreaterThan(0);
    expect(faq.security.qandA.some((qa) => qa.question.includes('тариф'))).toBe(true);
    expect((await get<Faq>('/faq/data?q=zzz-nothing')).registration.qandA).toEqual([]);
  });

  it('matches questions only, not answers', async () => {
    // "FTP" appears in answers of the security category but in no security question.
    const faq = await get<Faq>('/faq/data?q=FTP');
    expect(faq.security.qandA).toEqual([]);
    expect(faq.migration.qandA.map((qa) => qa.question)).toEqual(['Как настроить выгрузку резервных копий на FTP?']);
  });

  it('refuses an over-long q with 400', async () => {
    await get(`/faq/data?q=${'a'.repeat(201)}`, 400);
  });
});

describe('knowledge base', () => {
  it('lists at least six cards with their category slugs', async () => {
    const cards = await get<{ id: number; category: string; img: string; title: string; desc: string }[]>('/faq/data/knowledge_base');
    expect(cards.length).toBeGreaterThanOrEqual(6);
    expect(new Set(cards.map((c) => c.category)).size).toBe(cards.length);
    for (const card of cards) expect(card).toEqual({ id: expect.any(Number), category: expect.any(String), img: expect.any(String), title: expect.any(String), desc: expect.any(String) });
  });

  it('gives every card category its sections, and every question its article', async () => {
    const cards = await get<{ category: string }[]>('/faq/data/knowledge_base');
    for (const { category } of cards) {
      const sections = await get<{ id: number; title: string; icon: string; iconColor: string; questions: { id: number; question: string; slug: string }[] }[]>(
        `/faq/data/category?category=${category}`,
      );
      expect(sections.length).toBeGreaterThan(0);
      const question = sections[0].questions[0];
      const article = await get<{ title: string; lastUpdated: string; content: string; relatedQuestions: { id: number }[] }>(
        `/faq/data/question?category=${category}&question=${question.slug}`,
      );
      expect(article.title).toBe(question.question);
      expect(article.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.content).toMatch(/^<p>/);
      expect(article.relatedQuestions.length).toBeGreaterThan(0);
      expect(article.relatedQuestions.map((q) => q.id)).not.toContain(question.id);
    }
  });

  it.each([
    ['/faq/data/category?category=nope', 404],
    ['/faq/data/question?category=billing&question=nope', 404],
    ['/faq/data/question?category=nope&question=trial', 404],
    // A real question slug under the wrong category is still unknown there.
    ['/faq/data/question?category=account&question=trial', 404],
  ])('GET %s -> %i JSON', async (url, status) => {
    const res = await admin({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, message: expect.any(String) });
  });
});

describe('blog', () => {
  it('lists at least eight posts, newest first, with the list fields', async () => {
    const posts = await get<BlogItem[]>('/blog/list/data');
    expect(posts.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < posts.length; i++) expect(posts[i - 1].blogPosted >= posts[i].blogPosted).toBe(true);
    expect(Object.keys(posts[0]).sort()).toEqual(
      ['avatar', 'blogPosted', 'comment', 'excerpt', 'id', 'img', 'slug', 'status', 'tags', 'title', 'userFullName'].sort(),
    );
    expect(posts[0].tags.length).toBeGreaterThan(0);
  });

  it('filters the list by title with q (case-insensitive)', async () => {
    const posts = await get<BlogItem[]>(`/blog/list/data?q=${encodeURIComponent('КЕЙС')}`);
    expect(posts.length).toBe(2);
    for (const post of posts) expect(post.title.toLowerCase()).toContain('кейс');
    expect(await get<BlogItem[]>('/blog/list/data?q=zzz')).toEqual([]);
  });

  it('gives the sidebar recent posts and categories', async () => {
    const sidebar = await get<{ recentPosts: { id: number; img: string; title: string; createdTime: string }[]; categories: { category: string; icon: string }[] }>(
      '/blog/list/data/sidebar',
    );
    const posts = await get<BlogItem[]>('/blog/list/data');
    expect(sidebar.recentPosts.map((p) => p.id)).toEqual(posts.slice(0, sidebar.recentPosts.length).map((p) => p.id));
    expect(Object.keys(sidebar.recentPosts[0]).sort()).toEqual(['createdTime', 'id', 'img', 'title']);
    expect(sidebar.categories.length).toBeGreaterThan(3);
    expect(sidebar.categories[0]).toEqual({ category: expect.any(String), value: expect.any(String), icon: expect.any(String) });
  });

  it('gives a post with its comments, the newest post when id is omitted', async () => {
    const posts = await get<BlogItem[]>('/blog/list/data');
    const detail = await get<{ blog: { id: number; content: string; comments: number; bookmarked: boolean; createdTime: string }; comments: { avatar: string; userFullName: string; commentedAt: string; commentText: string }[] }>(
      '/blog/list/data/detail',
    );
    expect(detail.blog.id).toBe(posts[0].id);
    expect(detail.blog.content).toMatch(/^<p>/);
    expect(detail.blog.comments).toBe(detail.comments.length);
    const withComments = posts.find((p) => p.comment > 0);
    expect(withComments).toBeDefined();
    const other = await get<{ blog: { id: number; comments: number }; comments: object[] }>(`/blog/list/data/detail?id=${withComments?.id}`);
    expect(other.blog.id).toBe(withComments?.id);
    expect(other.comments).toHaveLength(withComments?.comment ?? -1);
    expect(Object.keys(other.comments[0]).sort()).toEqual(['avatar', 'commentText', 'commentedAt', 'id', 'userFullName']);
  });

  it('gives the edit form of a post', async () => {
    const edit = await get<Record<string, unknown>>('/blog/list/data/edit?id=3');
    expect(edit).toMatchObject({ id: 3, blogTitle: 'Осеннее обновление: метки, фильтры и календарь', slug: 'release-autumn', status: 'Published' });
    expect(edit.blogCategories).toEqual([{ value: 'updates', label: 'Обновления' }]);
    expect(Object.keys(edit).sort()).toEqual(
      ['avatar', 'blogCategories', 'blogTitle', 'createdTime', 'excerpt', 'featuredImage', 'id', 'slug', 'status', 'userFullName'].sort(),
    );
    expect((await get<{ id: number }>('/blog/list/data/edit')).id).toBe((await get<BlogItem[]>('/blog/list/data'))[0].id);
  });

  it.each([
    ['/blog/list/data/detail?id=999', 404],
    ['/blog/list/data/edit?id=999', 404],
    ['/blog/list/data/detail?id=abc', 400],
    ['/blog/list/data/edit?id=0', 400],
  ])('GET %s -> %i', async (url, status) => {
    const res = await admin({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status });
  });
});

describe('GET /pricing/data', () => {
  it('has the exact prices of spec section 9, Standard popular', async () => {
    const pricing = await get<Record<string, { monthlyPrice: number; yearlyPlan: { perMonth: number; totalAnnual: number }; popular: boolean; planBenefits: string[]; title: string; img: string; subtitle: string }> & { qandA: QandA[] }>(
      '/pricing/data',
    );
    expect(pricing.basicPlan).toMatchObject({ monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, popular: false });
    expect(pricing.standardPlan).toMatchObject({ monthlyPrice: 49, yearlyPlan: { perMonth: 40, totalAnnual: 480 }, popular: true });
    expect(pricing.enterprisePlan).toMatchObject({ monthlyPrice: 99, yearlyPlan: { perMonth: 80, totalAnnual: 960 }, popular: false });
    for (const plan of [pricing.basicPlan, pricing.standardPlan, pricing.enterprisePlan]) {
      expect(plan.planBenefits.length).toBeGreaterThan(2);
      expect(plan.title && plan.img && plan.subtitle).toBeTruthy();
    }
    expect(pricing.qandA.length).toBeGreaterThan(0);
  });
});

describe('GET /profile/data', () => {
  it('has every section of the profile page', async () => {
    const profile = await get<Record<string, unknown> & { posts: Record<string, unknown>[]; polls: Record<string, unknown>[] }>('/profile/data');
    for (const key of ['header', 'userAbout', 'suggestedPages', 'twitterFeeds', 'posts', 'latestPhotos', 'suggestions', 'polls']) {
      expect(profile[key], key).toBeDefined();
    }
    expect(profile.header).toEqual({ avatar: expect.any(String), username: expect.any(String), designation: expect.any(String), coverImg: expect.any(String) });
    expect(profile.userAbout).toEqual({ about: expect.any(String), joined: expect.any(String), lives: expect.any(String), email: expect.any(String), website: expect.any(String) });
    for (const key of ['likes', 'comments', 'share', 'likedUsers', 'likedCount', 'detailedComments', 'youLiked']) {
      expect(profile.posts[0][key], key).toBeDefined();
    }
    expect(profile.polls[0]).toEqual({ id: 1, name: expect.any(String), votes: expect.any(Number), result: expect.any(Number), votedUser: expect.any(Array), votedByMe: false });
  });
});

describe('GET /api/autocomplete/data', () => {
  it('has exactly 100 entries with ids 1..100', async () => {
    const { autoComplete: entries } = await get<{ autoComplete: { id: number; title: string; rank: number }[] }>('/api/autocomplete/data');
    expect(entries).toHaveLength(100);
    expect(entries.map((e) => e.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(new Set(entries.map((e) => e.title)).size).toBe(100);
    for (const entry of entries) expect(entry.rank).toBeGreaterThan(0);
  });

  it('filters by q and honours limit', async () => {
    const { autoComplete: entries } = await get<{ autoComplete: { title: string }[] }>(`/api/autocomplete/data?q=${encodeURIComponent('МОСКВА')}`);
    expect(entries.map((e) => e.title)).toEqual(['Москва', 'Москва слезам не верит']);
    expect((await get<{ autoComplete: unknown[] }>('/api/autocomplete/data?limit=5')).autoComplete).toHaveLength(5);
  });

  it.each(['limit=0', 'limit=101', 'limit=x'])('refuses %s with 400', async (query) => {
    await get(`/api/autocomplete/data?${query}`, 400);
  });
});
