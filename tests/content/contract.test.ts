import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialsAvatarUrl } from '../../server/avatars/person-avatar.js';
import { createSeed } from '../../seed/index.js';
import { SEED_EPOCH } from '../../seed/random.js';
import type { AccountRef } from '../../server/content/account-settings/repository.js';
import { ConflictError, InvalidInputError, NotFoundError } from '../../server/common/errors.js';
import { memoryStores } from '../../server/composition/stores.js';
import { build, getJsonAs, graphqlDataAs } from '../helper.js';
import { appStoreConfig, contractClock, STORE_NAMES, useStore } from '../stores/support.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../../server/auth/models.js';

const seed = createSeed();
const refOf = (email: string): AccountRef => {
  const { id, username, fullName, email: mail, avatar } = seed.accounts.find((a) => a.email === email)!;
  return { id, username, fullName, email: mail, avatar };
};
const ADMIN = refOf('admin@demo.com');
const CLIENT = refOf('client@demo.com');
const general = { username: 'anna.pm', fullName: 'Анна Петрова', email: 'anna@vector.example.ru', company: 'ООО «Полюс»' };
const info = { bio: 'Биография', dob: '1988-02-29', country: 'Казахстан', website: 'https://anna.example.kz', phone: '+7 (701) 123-45-67' };
const links = { twitter: '', facebook: 'https://facebook.com/anna', google: '', linkedIn: '', instagram: '', quora: '' };

describe.each(STORE_NAMES)('account settings on the %s store', (name) => {
  const store = useStore(name);
  const settings = () => store().stores.content.accountSettings;

  it("start from the account and the seeded defaults, for every account alike", async () => {
    const admin = await settings().get(ADMIN);
    expect(admin).toMatchObject({ id: DEMO_ADMIN_ACCOUNT_ID, general: { username: ADMIN.username, fullName: ADMIN.fullName, email: ADMIN.email, avatar: ADMIN.avatar } });
    const client = await settings().get(CLIENT);
    expect(client.general).toMatchObject({ username: CLIENT.username, email: CLIENT.email });
    expect({ ...client, id: 0, general: null }).toEqual({ ...admin, id: 0, general: null });
  });

  it("saves each section for its account only; another account's settings stay the defaults", async () => {
    const before = await settings().get(CLIENT);
    await settings().updateGeneral(ADMIN, { ...general, avatar: null });
    await settings().updateInfo(ADMIN, info);
    const social = await settings().updateSocial(ADMIN, { socialLinks: links, connections: [{ id: before.social.connections.connectedAccounts[0].id, connected: false }] });
    expect(social.social.connections.connectedAccounts[0].connected).toBe(false);
    expect(social.social.connections.socialAccounts.find((s) => s.id === 'facebook')).toMatchObject({ linked: true, url: links.facebook });
    const flags = Object.fromEntries(Object.keys(before.notification).map((k) => [k, true])) as typeof before.notification;
    await settings().updateNotifications(ADMIN, flags);
    const admin = await settings().get(ADMIN);
    // The address shown is the login account's, whatever the section was saved with (a change waits for its link).
    expect(admin).toMatchObject({ general: { ...general, email: ADMIN.email, avatar: null }, info, social: { socialLinks: links }, notification: flags });
    expect(await settings().get(CLIENT)).toEqual(before);
  });

  it('refuses a bad value with 400 and stores nothing', async () => {
    const before = await settings().get(ADMIN);
    await expect(settings().updateGeneral(ADMIN, { ...general, username: 'a b' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateInfo(ADMIN, { ...info, dob: '2026-02-30' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateSocial(ADMIN, { socialLinks: { ...links, quora: 'ftp://x' } })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(settings().updateSocial(ADMIN, { socialLinks: links, connections: [{ id: 'nope', connected: true }] })).rejects.toBeInstanceOf(InvalidInputError);
    expect(await settings().get(ADMIN)).toEqual(before);
  });

  it('concurrent saves of different sections of one account keep every section', async () => {
    await Promise.all([
      settings().updateGeneral(ADMIN, general),
      settings().updateInfo(ADMIN, info),
      settings().updateSocial(ADMIN, { socialLinks: links }),
    ]);
    expect(await settings().get(ADMIN)).toMatchObject({ general: { ...general, email: ADMIN.email }, info, social: { socialLinks: links } });
  });

  it('a new account starts from its own account and the defaults', async () => {
    const account = await store().stores.accounts.create({ email: 'fresh@example.com', username: 'fresh', password: 'pw', role: 'client' });
    const ref = { id: account.id, username: account.username, fullName: account.fullName, email: account.email, avatar: account.avatar };
    await settings().updateInfo(ADMIN, info);
    const fresh = await settings().get(ref);
    expect(fresh).toMatchObject({ id: account.id, general: { username: 'fresh', email: 'fresh@example.com', fullName: '', avatar: null } });
    expect(fresh.info).toEqual((await settings().get(CLIENT)).info);
  });
});

/** What the seed says each read answers: a fresh memory store, the reference both stores must match field for field. */
const reference = () => memoryStores(createSeed(), contractClock).content;

describe.each(STORE_NAMES)('content pages read on the %s store', (name) => {
  const store = useStore(name, 'once');
  const content = () => store().stores.content;

  it('answer every read with the seed, record shapes and all (dates as ISO text, arrays, nested objects)', async () => {
    const [ours, seeded] = [content(), reference()];
    const reads = async (c: typeof ours) => [
      await c.blog.list(),
      await c.blog.sidebar(),
      await c.profile.view(ADMIN.id),
      await c.profile.view(CLIENT.id),
      await c.faq.search(),
      await c.knowledgeBase.cards(),
      await c.knowledgeBase.category('billing'),
      await c.knowledgeBase.question('billing', (await c.knowledgeBase.category('billing'))[0].questions[0].slug),
      await c.pricing.get(),
      await c.autocomplete.search(),
      await c.cards.supportTracker(),
      await c.cards.revenueReport(2019),
      await c.cards.goalOverview(),
      await c.cards.revenue(),
      await c.cards.sessionsByDevice('last_year'),
      await c.cards.customers('last_month'),
      await c.cards.productOrders(),
      await c.cards.avgSessions('last_month'),
      await c.cards.statistics('orders-bar-chart', 'last_year'),
    ];
    expect(await reads(ours)).toStrictEqual(await reads(seeded));
  });

  it('list blog posts newest first with their comments oldest first; q matches the title, any case', async () => {
    const posts = await content().blog.list();
    expect(posts.map((p) => p.id)).toEqual([...seed.content.blog].sort((a, b) => b.createdTime.localeCompare(a.createdTime) || a.id - b.id).map((p) => p.id));
    for (const post of posts) expect(post.comments.map((c) => c.id)).toEqual([...post.comments.map((c) => c.id)].sort((a, b) => a - b));
    const title = seed.content.blog[2].title;
    const found = await content().blog.list(`  ${title.slice(2, 9).toUpperCase()} `);
    expect(found.map((p) => p.id)).toContain(3);
    expect(found.every((p) => p.title.toLowerCase().includes(title.slice(2, 9).toLowerCase()))).toBe(true);
    expect(await content().blog.list('%')).toEqual([]);
    expect(await content().blog.list('нет-такого-заголовка')).toEqual([]);
  });

  it('open a post by id, the newest without one; an unknown id is not found', async () => {
    const [newest] = await content().blog.list();
    expect(await content().blog.get()).toEqual(newest);
    expect((await content().blog.get(5)).slug).toBe(seed.content.blog[4].slug);
    await expect(content().blog.get(999)).rejects.toBeInstanceOf(NotFoundError);
    const sidebar = await content().blog.sidebar();
    expect(sidebar.recentPosts).toEqual((await content().blog.list()).slice(0, 4));
    expect(sidebar.categories.map((c) => c.value)).toEqual(['productivity', 'team', 'updates', 'cases', 'tips', 'security']);
  });

  it('search the FAQ by question, any case; every category stays, empty or not', async () => {
    const all = await content().faq.search();
    expect(Object.keys(all)).toEqual(['registration', 'security', 'migration', 'payment']);
    const question = seed.content.faq.security.qandA[1].question;
    const needle = question.slice(3, 12).toUpperCase();
    const found = await content().faq.search(needle);
    expect(Object.keys(found)).toEqual(Object.keys(all));
    const hits = Object.values(found).flatMap((c) => c.qandA);
    expect(hits.map((qa) => qa.question)).toContain(question);
    expect(hits.every((qa) => qa.question.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    expect(found.security).toMatchObject({ title: all.security.title, icon: all.security.icon, subtitle: all.security.subtitle });
    expect(Object.values(await content().faq.search('_')).every((c) => c.qandA.length === 0)).toBe(true);
  });

  it('serve knowledge base sections and articles by slug, with up to five related questions', async () => {
    const cards = await content().knowledgeBase.cards();
    expect(cards.map((c) => c.category)).toEqual(seed.content.knowledgeBase.cards.map((c) => c.category));
    const sections = await content().knowledgeBase.category(cards[0].category);
    const first = sections[0].questions[0];
    const article = await content().knowledgeBase.question(cards[0].category, first.slug);
    expect(article).toMatchObject({ id: first.id, category: cards[0].category, slug: first.slug, lastUpdated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(article.relatedQuestions.length).toBeLessThanOrEqual(5);
    expect(article.relatedQuestions.map((q) => q.id)).not.toContain(first.id);
    expect(article.relatedQuestions).toEqual(sections.flatMap((s) => s.questions).filter((q) => q.id !== first.id).slice(0, 5));
    await expect(content().knowledgeBase.category('no-such-category')).rejects.toBeInstanceOf(NotFoundError);
    await expect(content().knowledgeBase.question(cards[0].category, 'no-such-question')).rejects.toBeInstanceOf(NotFoundError);
    await expect(content().knowledgeBase.question(cards[1].category, first.slug)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('serve the pricing plans and the cards by period and year; unknown choices are refused', async () => {
    expect(await content().pricing.get()).toEqual(seed.content.pricing);
    const tracker = await content().cards.supportTracker('last_year');
    expect(tracker).toEqual({ ...seed.content.cards.supportTracker.last_year, periods: expect.any(Array) });
    expect(tracker.periods.map((p) => p.value)).toEqual(['last_28_days', 'last_month', 'last_year']);
    expect(await content().cards.supportTracker()).toMatchObject({ period: 'last_28_days' });
    expect(await content().cards.revenueReport()).toMatchObject({ year: 2020, years: [2020, 2019, 2018] });
    expect(await content().cards.statistics('site-traffic', 'last_month')).toMatchObject(seed.content.cards.statistics['site-traffic'].last_month);
    await expect(content().cards.avgSessions('last_week')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(content().cards.revenueReport(2017)).rejects.toBeInstanceOf(InvalidInputError);
    await expect(content().cards.statistics('nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('autocomplete titles containing q in id order, up to the limit', async () => {
    expect((await content().autocomplete.search()).map((e) => e.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    const found = await content().autocomplete.search('МОСК');
    expect(found.map((e) => e.title)).toEqual(seed.content.autocomplete.filter((e) => e.title.toLowerCase().includes('моск')).map((e) => e.title));
    expect(found.length).toBeGreaterThan(1);
    expect(await content().autocomplete.search('МОСК', 1)).toEqual(found.slice(0, 1));
    expect(await content().autocomplete.search('%')).toEqual([]);
  });
});

const edit = { title: 'Планирование квартала', slug: 'quarter-planning', categories: ['team', 'tips', 'team'], status: 'Pending', excerpt: '<p>Кратко</p>', featuredImage: '/images/blog/7.svg' };

describe.each(STORE_NAMES)('blog writes on the %s store', (name) => {
  const store = useStore(name);
  const blog = () => store().stores.content.blog;
  const maxCommentId = () => Math.max(...seed.content.blog.flatMap((p) => p.comments.map((c) => c.id)));

  it('an edit persists: the post, its list entry and the title search show it; img follows the featured image', async () => {
    const updated = await blog().update(3, edit);
    expect(updated).toMatchObject({ id: 3, title: edit.title, slug: edit.slug, categories: ['team', 'tips'], status: 'Pending', featuredImage: edit.featuredImage, img: edit.featuredImage });
    expect(await blog().get(3)).toEqual(updated);
    expect((await blog().list('КВАРТАЛА')).map((p) => p.id)).toEqual([3]);
    expect(await blog().list(seed.content.blog[2].title)).toEqual([]);
  });

  it('a refused edit changes nothing: bad fields, a slug another post uses, an unknown post', async () => {
    const before = await blog().list();
    await expect(blog().update(3, { ...edit, slug: 'Not A Slug' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blog().update(3, { ...edit, categories: ['nope'] })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blog().update(3, { ...edit, status: 'Archived' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blog().update(3, { ...edit, featuredImage: 'javascript:alert(1)' })).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blog().update(3, { ...edit, slug: seed.content.blog[0].slug })).rejects.toBeInstanceOf(ConflictError);
    await expect(blog().update(999, edit)).rejects.toBeInstanceOf(NotFoundError);
    expect(await blog().list()).toEqual(before);
    // Its own slug is no clash.
    expect((await blog().update(1, { ...edit, slug: seed.content.blog[0].slug })).slug).toBe(seed.content.blog[0].slug);
  });

  it('toggles a bookmark and back', async () => {
    const before = (await blog().get(2)).bookmarked;
    expect((await blog().toggleBookmark(2)).bookmarked).toBe(!before);
    expect((await blog().get(2)).bookmarked).toBe(!before);
    expect((await blog().toggleBookmark(2)).bookmarked).toBe(before);
    await expect(blog().toggleBookmark(999)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("adds a comment with the blog's maximum comment id plus one, signed by the author, at the clock's time", async () => {
    const post = await blog().addComment(2, { fullName: 'Анна Петрова', avatar: null }, '  Спасибо!  ');
    // An author without a photo signs with their initials avatar (nobody is shown without one).
    expect(post.comments.at(-1)).toEqual({ id: maxCommentId() + 1, avatar: initialsAvatarUrl('Анна Петрова'), userFullName: 'Анна Петрова', commentedAt: SEED_EPOCH.toISOString(), commentText: 'Спасибо!' });
    const unnamed = await blog().addComment(5, { fullName: '', avatar: '/images/avatars/2.svg' }, 'Ещё');
    expect(unnamed.comments.at(-1)).toMatchObject({ id: maxCommentId() + 2, userFullName: 'Пользователь', avatar: '/images/avatars/2.svg' });
    expect((await blog().get(2)).comments).toEqual(post.comments);
    await expect(blog().addComment(2, ADMIN, '   ')).rejects.toBeInstanceOf(InvalidInputError);
    await expect(blog().addComment(999, ADMIN, 'x')).rejects.toBeInstanceOf(NotFoundError);
    expect((await blog().get(2)).comments).toEqual(post.comments);
  });

  it('100 concurrent comments get 100 distinct ids, the next hundred', async () => {
    const posts = await Promise.all(Array.from({ length: 100 }, (_, i) => blog().addComment((i % 3) + 1, ADMIN, `Комментарий ${i}`)));
    expect(posts).toHaveLength(100);
    const added = (await blog().list()).flatMap((p) => p.comments).filter((c) => c.id > maxCommentId());
    expect(added.map((c) => c.id).sort((a, b) => a - b)).toEqual(Array.from({ length: 100 }, (_, i) => maxCommentId() + 1 + i));
    expect(new Set(added.map((c) => c.commentText)).size).toBe(100);
  }, 30_000);
});

describe.each(STORE_NAMES)('profile likes and votes on the %s store', (name) => {
  const store = useStore(name);
  const profile = () => store().stores.content.profile;
  const postOf = async (accountId: number, id: number) => (await profile().view(accountId)).posts.find((p) => p.id === id)!;

  it("the seed's likes are the demo admin's: the same counts for everyone, the flag only for the admin", async () => {
    const [admin, client] = [await profile().view(ADMIN.id), await profile().view(CLIENT.id)];
    expect(admin.posts.map((p) => p.youLiked)).toEqual(seed.content.profile.posts.map((p) => p.youLiked));
    expect(client.posts.every((p) => !p.youLiked)).toBe(true);
    expect(client.posts.map((p) => p.likes)).toEqual(seed.content.profile.posts.map((p) => p.likes));
    expect(admin.posts[0].likedCount).toBe(admin.posts[0].likes - admin.posts[0].likedUsers.length);
  });

  it("a like toggles the account's own flag and everyone's count; a second toggle takes it back", async () => {
    const before = await postOf(CLIENT.id, 2);
    const liked = await profile().toggleLike(2, CLIENT.id);
    expect(liked).toMatchObject({ id: 2, youLiked: true, likes: before.likes + 1, likedCount: before.likedCount + 1 });
    expect(await postOf(CLIENT.id, 2)).toEqual(liked);
    expect(await postOf(ADMIN.id, 2)).toMatchObject({ youLiked: false, likes: before.likes + 1 });
    expect(await profile().toggleLike(2, CLIENT.id)).toEqual(before);
    // The admin's seeded like on post 1 comes back off.
    expect(await profile().toggleLike(1, ADMIN.id)).toMatchObject({ youLiked: false, likes: seed.content.profile.posts[0].likes - 1 });
    await expect(profile().toggleLike(999, CLIENT.id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('one vote per account: a vote counts once, moves when cast again, and shares add up to 100%', async () => {
    const base = seed.content.profile.polls.map((o) => o.baseVotes);
    const first = await profile().vote(2, CLIENT.id);
    expect(first.map((o) => o.votes)).toEqual(base.map((v, i) => v + (i === 1 ? 1 : 0)));
    expect(first.map((o) => o.votedByMe)).toEqual([false, true, false, false]);
    const moved = await profile().vote(3, CLIENT.id);
    expect(moved.map((o) => o.votes)).toEqual(base.map((v, i) => v + (i === 2 ? 1 : 0)));
    await profile().vote(3, ADMIN.id);
    const admin = (await profile().view(ADMIN.id)).polls;
    expect(admin.map((o) => o.votes)).toEqual(base.map((v, i) => v + (i === 2 ? 2 : 0)));
    expect(admin.map((o) => o.votedByMe)).toEqual([false, false, true, false]);
    expect(admin.reduce((sum, o) => sum + o.result, 0)).toBeCloseTo(100, 0);
    await expect(profile().vote(99, CLIENT.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await profile().view(CLIENT.id)).polls).toEqual(moved.map((o, i) => ({ ...o, votes: admin[i].votes, result: admin[i].result })));
  });
});

describe.each(STORE_NAMES)('two app instances on the %s store', (name) => {
  const config = appStoreConfig(name);
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await build({ config });
    second = await build({ config });
  });
  afterAll(async () => Promise.all([first?.close(), second?.close()]));

  it('on PostgreSQL share every content write, each instance in memory keeps its own', async () => {
    const post = `{ id slug comment comments { id commentText } }`;
    const read = async (app: FastifyInstance) => ({
      post: (await graphqlDataAs(app, 'admin')<{ blogPost: unknown }>(`{ blogPost(id: "4") ${post} }`)).blogPost,
      likes: (await getJsonAs(app, 'admin')<{ posts: { id: number; likes: number; youLiked: boolean }[] }>('/profile/data')).posts[2],
      polls: (await getJsonAs(app, 'admin')<{ polls: { votes: number; votedByMe: boolean }[] }>('/profile/data')).polls,
    });
    const before = await read(second);
    const write = graphqlDataAs(first, 'admin');
    await write(`mutation { updateBlogPost(id: "4", input: { title: "Общий заголовок", slug: "shared-title", categories: [team], status: Published, excerpt: "", featuredImage: "/images/blog/4.svg" }) { id } }`);
    await write(`mutation { addBlogComment(id: "4", text: "Виден на втором") { id } }`);
    await write(`mutation { likePost(id: "3") { id } }`);
    await write(`mutation { votePoll(option: "4") { id } }`);
    const written = await read(first);
    expect(written.post).toMatchObject({ slug: 'shared-title' });
    expect(written).not.toEqual(before);
    expect(await read(second)).toEqual(name === 'postgres' ? written : before);
  });
});
