import { describe, expect, it } from 'vitest';
import { useParity } from '../helper.js';

const { rest: restAsAdmin, gql: graphqlAsAdmin } = useParity();

interface GqlTask {
  id: string;
  title: string;
  assignee: { fullName: string } | null;
}

interface Case {
  rest: string;
  gql: Record<string, string>;
}

const CASES: Case[] = [
  { rest: '', gql: {} },
  ...['important', 'completed', 'deleted'].map((filter) => ({ rest: `filter=${filter}`, gql: { filter } })),
  ...['team', 'low', 'medium', 'high', 'update'].map((tag) => ({ rest: `tag=${tag}`, gql: { tag } })),
  ...[
    ['latest', 'latest'],
    ['title-asc', 'title_asc'],
    ['title-desc', 'title_desc'],
    ['assignee', 'assignee'],
    ['due-date', 'due_date'],
  ].map(([rest, gql]) => ({ rest: `sortBy=${rest}`, gql: { sortBy: gql } })),
  { rest: `q=${encodeURIComponent('дек')}&sortBy=due-date`, gql: { q: 'дек', sortBy: 'due_date' } },
  { rest: 'q=high&filter=completed', gql: { q: 'high', filter: 'completed' } },
  { rest: `q=${encodeURIComponent('отчёт')}&tag=medium&sortBy=title-desc`, gql: { q: 'отчёт', tag: 'medium', sortBy: 'title_desc' } },
];

describe('todo: REST and GraphQL agree', () => {
  // The legacy REST call answers the whole list; GraphQL the same list page by page.
  it.each(CASES)('tasks for "$rest"', async ({ rest, gql }) => {
    const restRes = await restAsAdmin({ method: 'GET', url: `/apps/todo/tasks?${rest}` });
    const restTasks = restRes.json() as { id: number; title: string; assignee: { fullName: string } | null }[];
    const pages: GqlTask[] = [];
    for (let page = 1; page === 1 || pages.length < restTasks.length; page++) {
      const gqlRes = await graphqlAsAdmin<{ tasks: { total: number; items: GqlTask[] } }>(
        `query($q: String, $filter: TaskFilter, $tag: TaskTag, $sortBy: TaskSort, $page: Int) {
          tasks(q: $q, filter: $filter, tag: $tag, sortBy: $sortBy, page: $page, perPage: 7) { total items { id title assignee { fullName } } }
        }`,
        { ...gql, page },
      );
      expect(gqlRes.data?.tasks.total).toBe(restTasks.length);
      if (gqlRes.data?.tasks.items.length === 0) break;
      pages.push(...(gqlRes.data?.tasks.items ?? []));
    }
    expect(pages.map((t) => t.id)).toEqual(restTasks.map((t) => String(t.id)));
    expect(pages.map((t) => [t.title, t.assignee?.fullName])).toEqual(restTasks.map((t) => [t.title, t.assignee?.fullName]));
  });

  it('assignees', async () => {
    const restRes = await restAsAdmin({ method: 'GET', url: '/apps/todo/assignees' });
    const gqlRes = await graphqlAsAdmin<{ assignees: { id: string; fullName: string; avatar: string | null }[] }>(
      '{ assignees { id fullName avatar } }',
    );
    const restMembers = (restRes.json() as { assignees: { id: number; fullName: string; avatar: string | null }[] }).assignees;
    expect(gqlRes.data?.assignees).toEqual(restMembers.map((m) => ({ ...m, id: String(m.id) })));
  });
});
