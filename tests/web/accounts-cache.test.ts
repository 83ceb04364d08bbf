import type { ApolloClient } from '@apollo/client';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountsDocument, CreateAccountDocument, UpdateAccountRoleDocument, type AccountsQueryVariables } from '../../web/src/__generated__/graphql.js';
import { addAccountToCache, placeAccountInLists } from '../../web/src/features/roles-permissions/api/accounts-cache.js';
import { countingClient, useWebServer } from './support.js';

/**
 * The accounts screen keeps its cached pages right after its own changes, without reading them again:
 * a role change moves the account between the role-filtered lists; a new account is counted into
 * the lists it belongs to (placed on the page its id falls in).
 */
const server = useWebServer();
let operations: string[];
let client: ApolloClient;

beforeEach(async () => {
  operations = [];
  client = await countingClient(server.url, (name) => operations.push(name));
});

const cached = (variables: AccountsQueryVariables) => client.cache.readQuery({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables } })!.accounts;
const read = (variables: AccountsQueryVariables) => client.query({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables } });
const fromServer = async (variables: AccountsQueryVariables) =>
  (await client.query({ query: AccountsDocument, variables: { page: 1, perPage: 10, ...variables }, fetchPolicy: 'no-cache' })).data!.accounts;
const ids = (page: { items: readonly { id: string }[] }) => page.items.map((a) => a.id);

describe('account pages in the normalized cache', () => {
  it('a role change moves the account between the role lists, as the server has them, with no list read again', async () => {
    await Promise.all([read({ role: 'manager' }), read({ role: 'support' }), read({}), read({ active: true })]);
    const manager = cached({ role: 'manager' }).items[0];
    operations = [];
    await client.mutate({
      mutation: UpdateAccountRoleDocument,
      variables: { id: manager.id, role: 'support' },
      update: (cache, { data }) => data && placeAccountInLists(cache, data.updateAccountRole, manager),
    });
    // Its live echo, after the answer, changes nothing more.
    placeAccountInLists(client.cache, { ...manager, role: 'support' }, { role: 'manager', active: true });
    expect(operations).toEqual(['UpdateAccountRole']);
    for (const variables of [{ role: 'manager' }, { role: 'support' }, {}, { active: true }] as const) {
      const server = await fromServer(variables);
      expect(ids(cached(variables)), JSON.stringify(variables)).toEqual(ids(server));
      expect(cached(variables).total).toBe(server.total);
    }
  });

  it('a new account is counted into the lists it matches, once, whether its answer or its live echo comes first', async () => {
    await Promise.all([read({}), read({ role: 'user' }), read({ q: 'firm.ru' })]);
    const total = cached({}).total;
    operations = [];
    const { data } = await client.mutate({
      mutation: CreateAccountDocument,
      variables: { input: { email: 'vera@firm.ru', fullName: 'Вера Ким', role: 'user' } },
      update: (cache, { data: answer }) => answer && addAccountToCache(cache, answer.createAccount.account),
    });
    addAccountToCache(client.cache, data!.createAccount.account);
    expect(operations).toEqual(['CreateAccount']);
    expect(cached({}).total).toBe(total + 1);
    for (const variables of [{}, { role: 'user' }, { q: 'firm.ru' }] as const) {
      const server = await fromServer(variables);
      expect(ids(cached(variables)), JSON.stringify(variables)).toEqual(ids(server));
      expect(cached(variables).total).toBe(server.total);
    }
  });
});
