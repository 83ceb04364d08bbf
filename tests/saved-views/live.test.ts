import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO } from '../helper.js';
import { requester, subscribe, subscribed, useLiveServer } from '../live/support.js';

const SAVE = 'mutation($input: SaveViewInput!) { saveView(input: $input) { id } }';
const UPDATE = 'mutation($id: ID!, $input: UpdateViewInput!) { updateView(id: $id, input: $input) { id } }';
const CHANGED = 'subscription { savedViewChanged { change list view { id name isDefault } actor { fullName } } }';

interface Changed {
  savedViewChanged: { change: string; list: string; view: { id: string; name: string; isDefault: boolean } | null; actor: { fullName: string } | null };
}

describe('savedViewChanged', () => {
  const server = useLiveServer();
  let tokens: Record<'admin' | 'user' | 'manager', string>;
  beforeEach(async () => {
    tokens = {
      admin: await server.token(DEMO.admin.email, DEMO.admin.password),
      user: await server.token(DEMO.user.email, DEMO.user.password),
      manager: await server.token(DEMO.manager.email, DEMO.manager.password),
    };
  });

  it('reaches those who see the view (or saw it), and a default only its person', async () => {
    const user = subscribe<Changed>(server.open(tokens.user).client, CHANGED);
    const manager = subscribe<Changed>(server.open(tokens.manager).client, CHANGED);
    await subscribed(server.app, 'savedView', 2);
    const admin = requester(server.app, tokens.admin);

    const forUser = (await admin.graphql<{ saveView: { id: string } }>(SAVE, { input: { list: 'tasks', name: 'Просрочено', state: { filter: 'overdue' }, sharedWith: ['user'] } })).data!.saveView.id;
    expect((await user.next()).data?.savedViewChanged).toMatchObject({ change: 'CREATED', list: 'tasks', view: { id: forUser, name: 'Просрочено', isDefault: false } });
    await requester(server.app, tokens.user).graphql(UPDATE, { id: forUser, input: { isDefault: true } });
    expect((await user.next()).data?.savedViewChanged).toMatchObject({ change: 'UPDATED', list: 'tasks', view: null });
    // Unshared: the user saw it, so hears of the change (and reads the list again without it).
    await admin.graphql(UPDATE, { id: forUser, input: { sharedWith: [] } });
    expect((await user.next()).data?.savedViewChanged).toMatchObject({ change: 'UPDATED', view: { id: forUser } });

    // The manager heard none of that: the first event to reach it is the first view shared with its role.
    const forManager = (await admin.graphql<{ saveView: { id: string } }>(SAVE, { input: { list: 'invoices', name: 'Неоплаченные', state: {}, sharedWith: ['manager'] } })).data!.saveView.id;
    expect((await manager.next()).data?.savedViewChanged).toMatchObject({ change: 'CREATED', list: 'invoices', view: { id: forManager }, actor: { fullName: expect.any(String) } });
  });
});
