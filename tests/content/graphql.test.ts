import { describe, expect, it } from 'vitest';
import { DEMO, graphqlAs, useApp } from '../helper.js';

const app = useApp({ clock: () => new Date('2026-11-20T10:00:00Z') });
const gql = graphqlAs(app, 'admin');

async function data<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const res = await gql<T>(query, variables);
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data as T;
}

async function errorCode(query: string, variables?: Record<string, unknown>, run = gql): Promise<string | undefined> {
  const res = await run(query, variables);
  expect(res.errors?.length, 'expected an error').toBeGreaterThan(0);
  return res.errors?.[0].extensions?.code;
}

const READS = [
  '{ faq { key } }',
  '{ knowledgeBase { id } }',
  '{ kbCategory(slug: "billing") { id } }',
  '{ kbQuestion(category: "billing", slug: "trial") { id } }',
  '{ pricing { basicPlan { title } } }',
  '{ autocomplete { id } }',
  '{ blogPosts { id } }',
  '{ blogSidebar { categories { value } } }',
  '{ blogPost { id } }',
  '{ blogEdit { id } }',
  '{ profile { header { username } } }',
  '{ accountSettings { id } }',
  '{ supportTracker { totalTicket } }',
  '{ avgSessions { sessions } }',
  '{ revenueReport { year } }',
  '{ goalOverview { percent } }',
  '{ revenue { currentTotal } }',
  '{ productOrders { total } }',
  '{ sessionsByDevice { devices { device } } }',
  '{ customers { total } }',
  '{ statistics(kind: sales) { total } }',
];

const MUTATIONS = [
  'mutation { toggleBlogBookmark(id: "1") { id } }',
  'mutation { addBlogComment(id: "1", text: "x") { id } }',
  'mutation { likePost(id: "1") { id } }',
  'mutation { votePoll(option: "1") { id } }',
  'mutation { updateAccountNotifications(input: { commentOnArticle: true, answerOnForm: true, followMe: true, newAnnouncements: true, productUpdates: true, blogDigest: true }) { id } }',
];

describe('access', () => {
  it.each([...READS, ...MUTATIONS])('%s: UNAUTHENTICATED anonymous, FORBIDDEN for client', async (query) => {
    expect(await errorCode(query, undefined, graphqlAs(app))).toBe('UNAUTHENTICATED');
    expect(await errorCode(query, undefined, graphqlAs(app, 'client'))).toBe('FORBIDDEN');
  });
});

describe('help pages', () => {
  it('faq filters questions by q and keeps every category', async () => {
    const { faq } = await data<{ faq: { key: string; title: string; qandA: { question: string; ans: string }[] }[] }>(
      'query($q: String) { faq(q: $q) { key title qandA { question ans } } }',
      { q: 'ТАРИФ' },
    );
    expect(faq.map((c) => c.key)).toEqual(['registration', 'security', 'migration', 'payment']);
    for (const category of faq) for (const qa of category.qandA) expect(qa.question.toLowerCase()).toContain('тариф');
    expect(faq.flatMap((c) => c.qandA).length).toBeGreaterThan(0);
  });

  it('knowledge base: cards, a category, a question, NOT_FOUND for unknown slugs', async () => {
    const { knowledgeBase } = await data<{ knowledgeBase: { category: string }[] }>('{ knowledgeBase { id category img title desc } }');
    expect(knowledgeBase.length).toBeGreaterThanOrEqual(6);
    const { kbCategory } = await data<{ kbCategory: { questions: { slug: string; question: string }[] }[] }>(
      '{ kbCategory(slug: "security") { id title icon iconColor questions { id question slug } } }',
    );
    const first = kbCategory[0].questions[0];
    const { kbQuestion } = await data<{ kbQuestion: { title: string; lastUpdated: string; relatedQuestions: unknown[] } }>(
      'query($slug: String!) { kbQuestion(category: "security", slug: $slug) { id title lastUpdated content relatedQuestions { id question slug } } }',
      { slug: first.slug },
    );
    expect(kbQuestion.title).toBe(first.question);
    expect(kbQuestion.lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await errorCode('{ kbCategory(slug: "nope") { id } }')).toBe('NOT_FOUND');
    expect(await errorCode('{ kbQuestion(category: "security", slug: "nope") { id } }')).toBe('NOT_FOUND');
    expect(await errorCode('{ kbQuestion(category: "billing", slug: "roles") { id } }')).toBe('NOT_FOUND');
  });

  it('pricing has the exact figures', async () => {
    const { pricing } = await data<{ pricing: Record<string, { monthlyPrice: number; yearlyPlan: { perMonth: number; totalAnnual: number }; popular: boolean }> }>(
      '{ pricing { basicPlan { ...P } standardPlan { ...P } enterprisePlan { ...P } qandA { question } } } fragment P on PricingPlan { monthlyPrice popular yearlyPlan { perMonth totalAnnual } }',
    );
    expect(pricing.basicPlan).toEqual({ monthlyPrice: 0, popular: false, yearlyPlan: { perMonth: 0, totalAnnual: 0 } });
    expect(pricing.standardPlan).toEqual({ monthlyPrice: 49, popular: true, yearlyPlan: { perMonth: 40, totalAnnual: 480 } });
    expect(pricing.enterprisePlan).toEqual({ monthlyPrice: 99, popular: false, yearlyPlan: { perMonth: 80, totalAnnual: 960 } });
  });

  it('autocomplete: 100 entries, q and limit, BAD_USER_INPUT past 100', async () => {
    expect((await data<{ autocomplete: unknown[] }>('{ autocomplete { id title rank } }')).autocomplete).toHaveLength(100);
    const { autocomplete } = await data<{ autocomplete: { title: string }[] }>('{ autocomplete(q: "сочи", limit: 3) { title } }');
    expect(autocomplete).toEqual([{ title: 'Сочи' }]);
    expect((await data<{ autocomplete: unknown[] }>('{ autocomplete(limit: 7) { id } }')).autocomplete).toHaveLength(7);
    expect(await errorCode('{ autocomplete(limit: 101) { id } }')).toBe('BAD_USER_INPUT');
    expect(await errorCode('query($n: PositiveInt) { autocomplete(limit: $n) { id } }', { n: 0 })).toBe('BAD_USER_INPUT');
  });
});

const POST_FIELDS = 'id title slug img featuredImage status categories tags excerpt bookmarked comment comments { id userFullName commentText avatar commentedAt }';
interface Post {
  id: string;
  title: string;
  slug: string;
  img: string;
  featuredImage: string;
  status: string;
  categories: string[];
  tags: string[];
  excerpt: string;
  bookmarked: boolean;
  comment: number;
  comments: { id: string; userFullName: string; commentText: string; avatar: string | null; commentedAt: string }[];
}
const post = async (id: string) => (await data<{ blogPost: Post }>(`query($id: ID) { blogPost(id: $id) { ${POST_FIELDS} } }`, { id })).blogPost;
const input = {
  title: 'Новое название',
  slug: 'novoe-nazvanie',
  categories: ['team', 'tips'],
  status: 'Pending',
  excerpt: '<p>Кратко</p>',
  featuredImage: '/images/blog/7.svg',
};

describe('blog', () => {
  it('lists posts newest first, filtered by title', async () => {
    const { blogPosts } = await data<{ blogPosts: { id: string; createdTime: string; blogPosted: string }[] }>('{ blogPosts { id createdTime blogPosted } }');
    expect(blogPosts.length).toBeGreaterThanOrEqual(8);
    for (let i = 1; i < blogPosts.length; i++) expect(blogPosts[i - 1].createdTime >= blogPosts[i].createdTime).toBe(true);
    expect(blogPosts[0].blogPosted).toBe(blogPosts[0].createdTime);
    const filtered = await data<{ blogPosts: { title: string }[] }>('{ blogPosts(q: "кейс") { title } }');
    expect(filtered.blogPosts).toHaveLength(2);
  });

  it('blogPost and blogEdit default to the newest post; unknown or invalid ids fail', async () => {
    const { blogPosts, blogPost, blogEdit } = await data<{ blogPosts: { id: string }[]; blogPost: { id: string }; blogEdit: { id: string; blogCategories: unknown[] } }>(
      '{ blogPosts { id } blogPost { id } blogEdit { id blogCategories { value label } } }',
    );
    expect(blogPost.id).toBe(blogPosts[0].id);
    expect(blogEdit.id).toBe(blogPosts[0].id);
    expect(blogEdit.blogCategories.length).toBeGreaterThan(0);
    expect(await errorCode('{ blogPost(id: "999") { id } }')).toBe('NOT_FOUND');
    expect(await errorCode('{ blogEdit(id: "abc") { id } }')).toBe('BAD_USER_INPUT');
  });

  it('updateBlogPost changes the post, seen by a later read', async () => {
    const res = await data<{ updateBlogPost: Post }>(
      `mutation($input: BlogPostInput!) { updateBlogPost(id: "2", input: $input) { ${POST_FIELDS} } }`,
      { input },
    );
    expect(res.updateBlogPost).toMatchObject({ id: '2', title: input.title, slug: input.slug, status: 'Pending', categories: ['team', 'tips'], tags: ['Команда', 'Советы'] });
    expect(await post('2')).toEqual(res.updateBlogPost);
    expect((await post('2')).img).toBe('/images/blog/7.svg');
  });

  it.each([
    [{ ...input, slug: 'weekly-planning' }, 'CONFLICT'],
    [{ ...input, slug: 'Bad Slug' }, 'BAD_USER_INPUT'],
    [{ ...input, title: '  ' }, 'BAD_USER_INPUT'],
    [{ ...input, categories: [] }, 'BAD_USER_INPUT'],
    [{ ...input, categories: ['fashion'] }, 'BAD_USER_INPUT'],
    [{ ...input, status: 'Archived' }, 'BAD_USER_INPUT'],
    [{ ...input, featuredImage: 'javascript:alert(1)' }, 'BAD_USER_INPUT'],
    [{ ...input, excerpt: 'x'.repeat(2001) }, 'BAD_USER_INPUT'],
  ])('updateBlogPost refuses %j with %s and changes nothing', async (bad, code) => {
    const before = await post('2');
    expect(await errorCode('mutation($input: BlogPostInput!) { updateBlogPost(id: "2", input: $input) { id } }', { input: bad })).toBe(code);
    expect(await post('2')).toEqual(before);
  });

  it('updateBlogPost on an unknown post is NOT_FOUND', async () => {
    expect(await errorCode('mutation($input: BlogPostInput!) { updateBlogPost(id: "99", input: $input) { id } }', { input })).toBe('NOT_FOUND');
  });

  it('toggleBlogBookmark flips the flag each time', async () => {
    const initial = (await post('3')).bookmarked;
    const first = await data<{ toggleBlogBookmark: { id: string; bookmarked: boolean } }>('mutation { toggleBlogBookmark(id: "3") { id bookmarked } }');
    expect(first.toggleBlogBookmark).toEqual({ id: '3', bookmarked: !initial });
    expect((await post('3')).bookmarked).toBe(!initial);
    await data('mutation { toggleBlogBookmark(id: "3") { id } }');
    expect((await post('3')).bookmarked).toBe(initial);
    expect(await errorCode('mutation { toggleBlogBookmark(id: "99") { id } }')).toBe('NOT_FOUND');
  });

  it("addBlogComment appends a comment signed by the caller's account", async () => {
    const before = await post('4');
    const { addBlogComment } = await data<{ addBlogComment: Post }>(`mutation { addBlogComment(id: "4", text: "  Отлично!  ") { ${POST_FIELDS} } }`);
    expect(addBlogComment.comment).toBe(before.comment + 1);
    expect(addBlogComment.comments.at(-1)).toMatchObject({ userFullName: 'Анна Смирнова', commentText: 'Отлично!', avatar: '/images/avatars/1.svg', commentedAt: '2026-11-20T10:00:00.000Z' });
    expect(await post('4')).toEqual(addBlogComment);
    expect(await errorCode('mutation { addBlogComment(id: "4", text: "   ") { id } }')).toBe('BAD_USER_INPUT');
    expect(await errorCode('mutation { addBlogComment(id: "99", text: "hi") { id } }')).toBe('NOT_FOUND');
    expect((await post('4')).comment).toBe(before.comment + 1);
  });
});

describe('profile', () => {
  const PROFILE = '{ profile { posts { id likes youLiked likedCount likedUsers { avatar } } polls { id votes result votedByMe } } }';
  type ProfileData = { profile: { posts: { id: string; likes: number; youLiked: boolean; likedCount: number }[]; polls: { id: string; votes: number; result: number; votedByMe: boolean }[] } };

  it('likePost toggles the caller\'s like and the count', async () => {
    const before = (await data<ProfileData>(PROFILE)).profile.posts.find((p) => p.id === '2');
    expect(before?.youLiked).toBe(false);
    const { likePost } = await data<{ likePost: { id: string; likes: number; youLiked: boolean } }>('mutation { likePost(id: "2") { id likes youLiked } }');
    expect(likePost).toEqual({ id: '2', likes: (before?.likes ?? 0) + 1, youLiked: true });
    expect((await data<ProfileData>(PROFILE)).profile.posts.find((p) => p.id === '2')).toMatchObject({ likes: likePost.likes, youLiked: true });
    await data('mutation { likePost(id: "2") { id } }');
    expect((await data<ProfileData>(PROFILE)).profile.posts.find((p) => p.id === '2')).toEqual(before);
    expect(await errorCode('mutation { likePost(id: "99") { id } }')).toBe('NOT_FOUND');
  });

  it('votePoll puts one vote per account and moves it on a second vote', async () => {
    const before = (await data<ProfileData>(PROFILE)).profile.polls;
    const first = (await data<{ votePoll: ProfileData['profile']['polls'] }>('mutation { votePoll(option: "2") { id votes result votedByMe } }')).votePoll;
    expect(first.find((o) => o.id === '2')).toMatchObject({ votes: before[1].votes + 1, votedByMe: true });
    expect(first.reduce((s, o) => s + o.result, 0)).toBeCloseTo(100, 0);
    const moved = (await data<{ votePoll: ProfileData['profile']['polls'] }>('mutation { votePoll(option: "3") { id votes votedByMe } }')).votePoll;
    expect(moved.map((o) => o.votes)).toEqual([before[0].votes, before[1].votes, before[2].votes + 1, before[3].votes]);
    expect((await data<ProfileData>(PROFILE)).profile.polls.filter((o) => o.votedByMe).map((o) => o.id)).toEqual(['3']);
    expect(await errorCode('mutation { votePoll(option: "9") { id } }')).toBe('NOT_FOUND');
  });
});

const SETTINGS = `{ accountSettings { id general { avatar username fullName email company } info { bio dob country website phone }
  social { socialLinks { twitter facebook google linkedIn instagram quora } connections { connectedAccounts { id connected } socialAccounts { id linked url } } }
  notification { commentOnArticle answerOnForm followMe newAnnouncements productUpdates blogDigest } } }`;
type SettingsData = { accountSettings: { id: string; general: Record<string, unknown>; info: Record<string, unknown>; social: { socialLinks: Record<string, string> }; notification: Record<string, boolean> } };
const settings = async () => (await data<SettingsData>(SETTINGS)).accountSettings;

describe('account settings', () => {
  it('updateAccountGeneral saves, keeping the avatar when omitted; another address waits for its link', async () => {
    const general = { username: 'anna.pm', fullName: 'Анна Петрова', email: 'anna@vector.example.ru', company: 'ООО «Полюс»' };
    const res = await data<{ updateAccountGeneral: { id: string; general: Record<string, unknown> } }>(
      'mutation($input: AccountGeneralInput!) { updateAccountGeneral(input: $input) { id general { avatar username fullName email pendingEmail company } } }',
      { input: general },
    );
    expect(res.updateAccountGeneral).toEqual({ id: '1', general: { ...general, email: 'admin@demo.com', pendingEmail: general.email, avatar: '/images/avatars/1.svg' } });
    const { pendingEmail: _waiting, ...shown } = res.updateAccountGeneral.general;
    expect((await settings()).general).toEqual(shown);
    await data('mutation($input: AccountGeneralInput!) { updateAccountGeneral(input: $input) { id } }', { input: { ...general, avatar: null } });
    expect((await settings()).general.avatar).toBeNull();
  });

  it('updateAccountInfo saves date and URL', async () => {
    const info = { bio: 'Био', dob: '1985-07-01', country: 'Грузия', website: 'https://anna.example.ge/', phone: '+995 555 12-34-56' };
    await data('mutation($input: AccountInfoInput!) { updateAccountInfo(input: $input) { id } }', { input: info });
    expect((await settings()).info).toEqual(info);
    await data('mutation($input: AccountInfoInput!) { updateAccountInfo(input: $input) { id } }', { input: { ...info, dob: null, website: null, phone: '' } });
    expect((await settings()).info).toEqual({ ...info, dob: null, website: '', phone: '' });
  });

  it('updateAccountSocial saves links, clearing the omitted ones', async () => {
    const res = await data<{ updateAccountSocial: { social: { socialLinks: Record<string, string>; connections: { connectedAccounts: { id: string; connected: boolean }[] } } } }>(
      'mutation($input: AccountSocialInput!) { updateAccountSocial(input: $input) { id social { socialLinks { twitter facebook google linkedIn instagram quora } connections { connectedAccounts { id connected } } } } }',
      { input: { socialLinks: { quora: 'https://quora.com/anna' }, connections: [{ id: 'slack', connected: true }] } },
    );
    expect(res.updateAccountSocial.social.socialLinks).toEqual({ twitter: '', facebook: '', google: '', linkedIn: '', instagram: '', quora: 'https://quora.com/anna' });
    expect(res.updateAccountSocial.social.connections.connectedAccounts.find((c) => c.id === 'slack')?.connected).toBe(true);
    expect((await settings()).social.socialLinks.quora).toBe('https://quora.com/anna');
  });

  it('updateAccountNotifications saves every flag', async () => {
    const flags = { commentOnArticle: false, answerOnForm: true, followMe: true, newAnnouncements: false, productUpdates: false, blogDigest: true };
    await data('mutation($input: AccountNotificationsInput!) { updateAccountNotifications(input: $input) { id } }', { input: flags });
    expect((await settings()).notification).toEqual(flags);
  });

  const general = { username: 'anna', fullName: 'А', email: 'a@b.ru', company: '' };
  const info = { bio: '', country: '', phone: '' };
  it.each([
    ['updateAccountGeneral', 'AccountGeneralInput', { ...general, email: 'nope' }],
    ['updateAccountGeneral', 'AccountGeneralInput', { ...general, username: 'a b' }],
    ['updateAccountGeneral', 'AccountGeneralInput', { ...general, fullName: '' }],
    ['updateAccountGeneral', 'AccountGeneralInput', { ...general, company: 'x'.repeat(101) }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, dob: '1990-13-01' }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, dob: '2027-01-01' }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, website: 'not a url' }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, website: 'ftp://x.ru' }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, phone: 'позвоните' }],
    ['updateAccountInfo', 'AccountInfoInput', { ...info, bio: 'б'.repeat(501) }],
    ['updateAccountSocial', 'AccountSocialInput', { socialLinks: { twitter: 'twitter' } }],
    ['updateAccountSocial', 'AccountSocialInput', { socialLinks: {}, connections: [{ id: 'nope', connected: true }] }],
    ['updateAccountNotifications', 'AccountNotificationsInput', { commentOnArticle: true }],
  ])('%s(%s: %j) fails with BAD_USER_INPUT and changes nothing', async (mutation, type, input) => {
    const before = await settings();
    expect(await errorCode(`mutation($input: ${type}!) { ${mutation}(input: $input) { id } }`, { input })).toBe('BAD_USER_INPUT');
    expect(await settings()).toEqual(before);
  });

  it('accepts URL and Date values written inline in the document', async () => {
    await data('mutation { updateAccountInfo(input: { bio: "", dob: "1991-03-04", country: "", website: "https://x.example.ru/a", phone: "" }) { id } }');
    expect((await settings()).info).toMatchObject({ dob: '1991-03-04', website: 'https://x.example.ru/a' });
    expect(await errorCode('mutation { updateAccountInfo(input: { bio: "", website: "not a url", country: "", phone: "" }) { id } }')).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('changePassword checks the current password and lets the new one log in', async () => {
    const login = (password: string) => app.inject({ method: 'POST', url: '/jwt/login', payload: { email: DEMO.admin.email, password } });
    expect(await errorCode('mutation { changePassword(currentPassword: "wrong", newPassword: "new-secret-42") { ok } }')).toBe('BAD_USER_INPUT');
    expect(await errorCode('mutation { changePassword(currentPassword: "admin", newPassword: "short") { ok } }')).toBe('BAD_USER_INPUT');
    expect((await login('admin')).statusCode).toBe(200);
    const { changePassword } = await data<{ changePassword: { id: string; ok: boolean } }>(
      'mutation { changePassword(currentPassword: "admin", newPassword: "new-secret-42") { id ok } }',
    );
    expect(changePassword).toEqual({ id: '1', ok: true });
    // Any signed-in account may change its own password: the client's wrong current password is a field error, not FORBIDDEN.
    const client = await graphqlAs(app, 'client')('mutation { changePassword(currentPassword: "wrong", newPassword: "new-secret-42") { ok } }');
    expect(client.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword', problem: 'incorrect' });
    expect((await login('new-secret-42')).statusCode).toBe(200);
    expect((await login('admin')).statusCode).toBe(400);
    expect(await errorCode('mutation { changePassword(currentPassword: "new-secret-42", newPassword: "new-secret-42") { ok } }')).toBe('BAD_USER_INPUT');
  });
});

describe('dashboard cards', () => {
  const PERIODS = ['last_28_days', 'last_month', 'last_year'];

  it.each([
    ['supportTracker', 'totalTicket newTicket openTicket responseTime completedPercent'],
    ['avgSessions', 'sessions growth labels series goal goalProgress users usersProgress retention retentionProgress duration durationProgress'],
    ['productOrders', 'finished pending rejected total series'],
    ['sessionsByDevice', 'devices { device name usage upDown }'],
    ['customers', 'new returning referrals total'],
  ])('%s switches data with the period', async (field, selection) => {
    const answers = [];
    for (const period of PERIODS) {
      const res = await data<Record<string, { period: string; periods: { value: string }[] }>>(
        `query($p: AnalyticsPeriod) { card: ${field}(period: $p) { period periods { value label } ${selection} } }`,
        { p: period },
      );
      expect(res.card.period).toBe(period);
      expect(res.card.periods.map((p) => p.value)).toEqual(PERIODS);
      const { period: _p, ...rest } = res.card;
      answers.push(JSON.stringify(rest));
    }
    expect(new Set(answers).size).toBe(3);
    expect(await errorCode(`{ ${field}(period: last_week) { period } }`)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('revenueReport by year, BAD_USER_INPUT for other years', async () => {
    const { a, b } = await data<{ a: { year: number; years: number[]; earning: number[] }; b: { year: number; earning: number[] } }>(
      '{ a: revenueReport { year years earning expense totalEarning totalExpense budget budgetSeries labels } b: revenueReport(year: 2018) { year earning } }',
    );
    expect(a.year).toBe(2020);
    expect(a.years).toEqual([2020, 2019, 2018]);
    expect(b.year).toBe(2018);
    expect(b.earning).not.toEqual(a.earning);
    expect(await errorCode('{ revenueReport(year: 2021) { year } }')).toBe('BAD_USER_INPUT');
  });

  it('goalOverview and revenue', async () => {
    const { goalOverview, revenue } = await data<{ goalOverview: { completed: number; inProgress: number; percent: number }; revenue: { currentMonth: number[]; currentTotal: number } }>(
      '{ goalOverview { completed inProgress percent } revenue { labels currentMonth previousMonth currentTotal previousTotal } }',
    );
    expect(goalOverview.percent).toBe(Math.round((goalOverview.completed / (goalOverview.completed + goalOverview.inProgress)) * 100));
    expect(revenue.currentTotal).toBe(revenue.currentMonth.reduce((a, b) => a + b, 0));
  });

  it.each(['orders_bar_chart', 'profit_line_chart', 'subscribers', 'revenue', 'sales', 'orders', 'site_traffic', 'active_users', 'newsletter'])(
    'statistics(kind: %s) answers per period',
    async (kind) => {
      const res = await data<Record<string, { kind: string; period: string; total: number; series: { data: number[] }[] }>>(
        `{ a: statistics(kind: ${kind}) { ...S } b: statistics(kind: ${kind}, period: last_year) { ...S } }
         fragment S on StatisticsSeries { kind period title unit total growth labels series { name data } }`,
      );
      expect(res.a).toMatchObject({ kind, period: 'last_28_days' });
      expect(res.b).toMatchObject({ kind, period: 'last_year' });
      expect(res.b.series[0].data).toHaveLength(12);
      expect(res.a.total).toBe(res.a.series[0].data.reduce((x, y) => x + y, 0));
    },
  );
});
