import { describe, expect, it } from 'vitest';
import { featherIcon } from '../../server/common/legacy-icons.js';
import { useParity } from '../helper.js';

const { restJson: viaRest, gqlData: viaGraphql } = useParity();

/** GraphQL serializes numeric ids as strings; REST sends numbers. */
function numericIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(numericIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, k === 'id' && typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : numericIds(v)]),
    );
  }
  return value;
}

/** REST draws icons for the legacy client: react-feather component names where GraphQL keeps ours. */
const withFeatherIcon = <T extends { icon: string }>(item: T): T => ({ ...item, icon: featherIcon(item.icon) });

/** A REST card without the fields it adds for the legacy dashboard cards. */
function withoutLegacyFields(card: Record<string, unknown>, ...extra: string[]): Record<string, unknown> {
  const legacy = new Set(['last_days', 'chart_info', 'listData', 'price', 'statistics', 'analyticsData', ...extra]);
  return Object.fromEntries(Object.entries(card).filter(([key]) => !legacy.has(key)));
}

const PERIODS = ['last_28_days', 'last_month', 'last_year'];
const PERIOD_OPTIONS = 'periods { value label }';

describe('help pages', () => {
  it.each(['', 'тариф', 'КАРТ', 'нет-такого'])('faq(q: %j) equals GET /faq/data', async (q) => {
    const byRest = await viaRest<Record<string, unknown>>(`/faq/data?q=${encodeURIComponent(q)}`);
    const { faq } = await viaGraphql<{ faq: ({ key: string; icon: string } & Record<string, unknown>)[] }>(
      'query($q: String) { faq(q: $q) { key icon title subtitle qandA { question ans } } }',
      { q },
    );
    expect(Object.fromEntries(faq.map(({ key, ...category }) => [key, withFeatherIcon(category)]))).toEqual(byRest);
  });

  it('knowledge base cards, every category and one question per category agree', async () => {
    const cards = await viaRest<{ category: string }[]>('/faq/data/knowledge_base');
    const { knowledgeBase } = await viaGraphql<{ knowledgeBase: unknown[] }>('{ knowledgeBase { id category img title desc } }');
    expect(numericIds(knowledgeBase)).toEqual(cards);
    for (const { category } of cards) {
      const sections = await viaRest<{ questions: { slug: string }[] }[]>(`/faq/data/category?category=${category}`);
      const { kbCategory } = await viaGraphql<{ kbCategory: { icon: string; iconColor: string }[] }>(
        'query($slug: String!) { kbCategory(slug: $slug) { id title icon iconColor questions { id question slug } } }',
        { slug: category },
      );
      // REST: react-feather icons and text colour classes, as the legacy category page draws them.
      const asRest = kbCategory.map((s) => ({ ...withFeatherIcon(s), iconColor: `text-${s.iconColor}` }));
      expect(numericIds(asRest)).toEqual(sections);
      const slug = sections[1].questions[2].slug;
      const article = await viaRest<unknown>(`/faq/data/question?category=${category}&question=${slug}`);
      const { kbQuestion } = await viaGraphql<{ kbQuestion: unknown }>(
        'query($c: String!, $s: String!) { kbQuestion(category: $c, slug: $s) { id category slug title lastUpdated content relatedQuestions { id question slug } } }',
        { c: category, s: slug },
      );
      expect(numericIds(kbQuestion)).toEqual(article);
    }
  });

  it('pricing agrees', async () => {
    const plan = 'title img subtitle monthlyPrice yearlyPlan { perMonth totalAnnual } planBenefits popular';
    const { pricing } = await viaGraphql<{ pricing: unknown }>(
      `{ pricing { basicPlan { ${plan} } standardPlan { ${plan} } enterprisePlan { ${plan} } qandA { question ans } } }`,
    );
    expect(pricing).toEqual(await viaRest('/pricing/data'));
  });

  it.each([['', 100], ['ка', 100], ['а', 10]])('autocomplete(q: %j, limit: %i) agrees', async (q, limit) => {
    const { autocomplete } = await viaGraphql<{ autocomplete: unknown[] }>(
      'query($q: String, $n: PositiveInt) { autocomplete(q: $q, limit: $n) { id title rank } }',
      { q, n: limit },
    );
    const byRest = await viaRest<{ autoComplete: unknown[] }>(`/api/autocomplete/data?q=${encodeURIComponent(q)}&limit=${limit}`);
    expect(numericIds(autocomplete)).toEqual(byRest.autoComplete);
  });
});

describe('blog', () => {
  it.each(['', 'ДЛЯ', 'zzz'])('blogPosts(q: %j) equals the REST list: same ids, order and fields', async (q) => {
    const list = await viaRest<unknown[]>(`/blog/list/data?q=${encodeURIComponent(q)}`);
    const { blogPosts } = await viaGraphql<{ blogPosts: unknown[] }>(
      'query($q: String) { blogPosts(q: $q) { id img title slug avatar userFullName blogPosted tags excerpt comment status } }',
      { q },
    );
    expect(numericIds(blogPosts)).toEqual(list);
  });

  it('blogSidebar agrees', async () => {
    const { blogSidebar } = await viaGraphql<{ blogSidebar: { recentPosts: unknown[]; categories: { icon: string }[] } }>(
      '{ blogSidebar { recentPosts { id img title createdTime } categories { category value icon } } }',
    );
    const asRest = { ...blogSidebar, categories: blogSidebar.categories.map(withFeatherIcon) };
    expect(numericIds(asRest)).toEqual(await viaRest('/blog/list/data/sidebar'));
  });

  it.each([undefined, '1', '5', '10'])('blogPost(id: %s) agrees with the detail page', async (id) => {
    const detail = await viaRest<{ blog: Record<string, unknown>; comments: unknown[] }>(`/blog/list/data/detail${id ? `?id=${id}` : ''}`);
    const { blogPost } = await viaGraphql<{ blogPost: Record<string, unknown> & { comments: unknown[]; comment: number } }>(
      `query($id: ID) { blogPost(id: $id) { id img title slug avatar userFullName createdTime tags categories excerpt content bookmarked status comment
        comments { id avatar userFullName commentedAt commentText } } }`,
      { id },
    );
    const { comments, comment, ...post } = numericIds(blogPost) as typeof blogPost;
    // REST: `bookmarked` is the count the legacy page shows; our flag is `isBookmarked` there.
    const blog = { ...post, comments: comment, bookmarked: post.bookmarked ? 1 : 0, isBookmarked: post.bookmarked };
    expect({ blog, comments }).toEqual(detail);
  });

  it.each([undefined, '2', '9'])('blogEdit(id: %s) agrees with the edit page', async (id) => {
    const edit = await viaRest<Record<string, unknown>>(`/blog/list/data/edit${id ? `?id=${id}` : ''}`);
    const { blogEdit } = await viaGraphql<{ blogEdit: Record<string, unknown> & { title: string } }>(
      'query($id: ID) { blogEdit(id: $id) { id avatar userFullName createdTime title blogCategories { value label } slug status excerpt featuredImage } }',
      { id },
    );
    const { title, ...rest } = numericIds(blogEdit) as typeof blogEdit;
    expect({ ...rest, blogTitle: title }).toEqual(edit);
  });
});

describe('profile and account settings', () => {
  it('profile agrees', async () => {
    const { profile } = await viaGraphql<{ profile: unknown }>(`{ profile {
      header { avatar username designation coverImg }
      userAbout { about joined lives email website }
      suggestedPages { id avatar username subtitle favorite }
      twitterFeeds { id imgUrl title desc tags favorite }
      posts { id avatar username postTime postText postImg likes youLiked comments share likedUsers { avatar username } likedCount
        detailedComments { id avatar username comment commentsLikes youLiked } }
      latestPhotos { id img }
      suggestions { id avatar name mutualFriend }
      pollQuestion
      polls { id name votes result votedUser { img username } votedByMe } } }`);
    const byRest = await viaRest<{ post: unknown }>('/profile/data');
    // REST also answers the posts as `post`, the name the legacy profile page reads.
    expect(byRest.post).toEqual((byRest as unknown as { posts: unknown }).posts);
    expect({ ...(numericIds(profile) as object), post: byRest.post }).toEqual(byRest);
  });

  it('accountSettings agrees', async () => {
    const { accountSettings } = await viaGraphql<{ accountSettings: unknown }>(`{ accountSettings { id
      general { avatar username fullName email company } info { bio dob country website phone }
      social { socialLinks { twitter facebook google linkedIn instagram quora }
        connections { connectedAccounts { id title subtitle img connected } socialAccounts { id title img linked url } } }
      notification { commentOnArticle answerOnForm followMe newAnnouncements productUpdates blogDigest } } }`);
    expect(numericIds(accountSettings)).toEqual(await viaRest('/account-setting/data'));
  });
});

describe('dashboard cards', () => {
  it.each([
    ['support-tracker', 'supportTracker', 'totalTicket newTicket openTicket responseTime completedPercent'],
    ['avg-sessions', 'avgSessions', 'sessions growth labels series goal goalProgress users usersProgress retention retentionProgress duration durationProgress'],
    ['product-orders', 'productOrders', 'finished pending rejected total series'],
    ['sessions-device', 'sessionsByDevice', 'devices { device name usage upDown }'],
    ['customers', 'customers', 'new returning referrals total'],
  ])('%s agrees with %s for every period', async (name, field, selection) => {
    for (const period of PERIODS) {
      const res = await viaGraphql<{ card: Record<string, unknown> }>(`query($p: AnalyticsPeriod) { card: ${field}(period: $p) { period ${selection} ${PERIOD_OPTIONS} } }`, { p: period });
      const byRest = await viaRest<Record<string, unknown>>(`/card/card-analytics/${name}?period=${period}`);
      // REST prints the average sessions' growth as the legacy card shows it: '+13.6%'.
      const growth = (value: unknown) => `${Number(value) > 0 ? '+' : Number(value) < 0 ? '-' : ''}${Math.abs(Number(value))}%`;
      const card = name === 'avg-sessions' ? { ...res.card, growth: growth(res.card.growth) } : res.card;
      expect(card).toEqual(withoutLegacyFields(byRest, ...(name === 'support-tracker' ? ['title'] : [])));
    }
  });

  it.each([2020, 2019, 2018])('revenueReport(year: %i) agrees', async (year) => {
    const { revenueReport } = await viaGraphql<{ revenueReport: unknown }>(
      'query($y: Int) { revenueReport(year: $y) { year years labels earning expense totalEarning totalExpense budget budgetSeries } }',
      { y: year },
    );
    expect(revenueReport).toEqual(withoutLegacyFields(await viaRest(`/card/card-analytics/revenue-report?year=${year}`)));
  });

  it('goalOverview and revenue agree', async () => {
    const res = await viaGraphql<{ goalOverview: unknown; revenue: unknown }>(
      '{ goalOverview { completed inProgress percent } revenue { labels currentMonth previousMonth currentTotal previousTotal } }',
    );
    expect(res.goalOverview).toEqual(await viaRest('/card/card-analytics/goal-overview'));
    expect(res.revenue).toEqual(await viaRest('/card/card-analytics/revenue'));
  });

  it.each(['orders-bar-chart', 'profit-line-chart', 'subscribers', 'revenue', 'sales', 'orders', 'site-traffic', 'active-users', 'newsletter'])(
    'statistics %s agrees for every period',
    async (kind) => {
      for (const period of PERIODS) {
        const { statistics } = await viaGraphql<{ statistics: { kind: string } }>(
          `query($k: StatisticsKind!, $p: AnalyticsPeriod) { statistics(kind: $k, period: $p) {
            period kind title unit total growth labels series { name data } ${PERIOD_OPTIONS} } }`,
          { k: kind.replaceAll('-', '_'), p: period },
        );
        const byRest = await viaRest<Record<string, unknown>>(`/card/card-statistics/${kind}?period=${period}`);
        expect({ ...statistics, kind: statistics.kind.replaceAll('_', '-') }).toEqual(withoutLegacyFields(byRest));
      }
    },
  );
});
