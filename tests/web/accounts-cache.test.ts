import { describe, expect, it } from 'vitest';
import { AccountsDocument, CreateAccountDocument, UpdateAccountRoleDocument, type AccountsQueryVariables } from '../../web/src/__generated__/graphql.js';
import { addAccountToCache, placeAccountInLists } from '../../web/src/features/roles-permissions/api/accounts-cache.js';
import { useCountingClient } from './support.js';

/**
 * The accounts screen keeps its cached pages right after its own changes, without reading them again:
 * a role change moves the account between the role-filtered lists; a new account is counted into
 * the lists it belongs to (placed on the page its id falls in).
 */
const live = useCountingClient();

const cached = (variables: AccountsQueryVariables) => live.client.cache.readQuery({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables } })!.accounts;
const read = (variables: AccountsQueryVariables) => live.client.query({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables } });
const fromServer = async (variables: AccountsQueryVariables) =>
  (await live.client.query({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables }, fetchPolicy: 'no-cache' })).data!.accounts;
const ids = (page: { items: readonly { id: string }[] }) => page.items.map((a) => a.id);

describe('account pages in the normalized cache', () => {
  it('a role change moves the account between the role lists, as the server has them, with no list read again', async () => {
    await Promise.all([read({ role: 'manager' }), read({ role: 'support' }), read({}), read({ active: true })]);
    const manager = cached({ role: 'manager' }).items[0];
    live.operations = [];
    await live.client.mutate({
      mutation: UpdateAccountRoleDocument,
      variables: { id: manager.id, role: 'support' },
      update: (cache, { data }) => data && placeAccountInLists(cache, data.updateAccountRole, manager),
    });
    // Its live echo, after the answer, changes nothing more.
    placeAccountInLists(live.client.cache, { ...manager, role: 'support' }, { role: 'manager', active: true });
    expect(live.operations).toEqual(['UpdateAccountRole']);
    for (const variables of [{ role: 'manager' }, { role: 'support' }, {}, { active: true }] as const) {
      const server = await fromServer(variables);
      expect(ids(cached(variables)), JSON.stringify(variables)).toEqual(ids(server));
      expect(cached(variables).total).toBe(server.total);
    }
  });

  it('a new account is counted into the lists it matches, once, whether its answer or its live echo comes first', async () => {
    await Promise.all([read({}), read({ role: 'user' }), read({ q: 'firm.ru' })]);
    const total = cached({}).total;
    live.operations = [];
    const { data } = await live.client.mutate({
      mutation: CreateAccountDocument,
      variables: { input: { email: 'vera@firm.ru', fullName: 'Вера Ким', role: 'user' } },
      update: (cache, { data: answer }) => answer && addAccountToCache(cache, answer.createAccount.account),
    });
    addAccountToCache(live.client.cache, data!.createAccount.account);
    expect(live.operations).toEqual(['CreateAccount']);
    expect(cached({}).total).toBe(total + 1);
    for (const variables of [{}, { role: 'user' }, { q: 'firm.ru' }] as const) {
      const server = await fromServer(variables);
      expect(ids(cached(variables)), JSON.stringify(variables)).toEqual(ids(server));
      expect(cached(variables).total).toBe(server.total);
    }
  });
});
