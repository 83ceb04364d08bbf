import { describe, expect, it } from 'vitest';
import { tokensFor, urlOf, useServer } from '../helper.js';
import { csvBytes } from './support.js';
import { untilEnded } from '../bulk-jobs/support.js';

describe('CSV import over a real socket', () => {
  const app = useServer();

  it('uploads a browser’s FormData, starts, follows the job over REST and GraphQL, and downloads the refused rows', async () => {
    const { accessToken } = await tokensFor(app, 'admin');
    const authorization = `Bearer ${accessToken}`;
    const form = new FormData();
    form.append('list', 'users');
    const bytes = csvBytes(
      [
        ['Електронна пошта', 'ПІБ', 'Роль'],
        ['taras@import.test', 'Тарас Шевченко', 'editor'],
        ['bad', 'Леся Українка', 'editor'],
      ],
      { delimiter: ';', encoding: 'windows-1251' },
    );
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'text/csv' }), 'клієнти.csv');
    const uploaded = await fetch(urlOf(app, '/api/imports'), { method: 'POST', headers: { authorization }, body: form });
    expect(uploaded.status).toBe(201);
    const file = (await uploaded.json()) as { id: string; suggested: (string | null)[]; encoding: string };
    expect(file).toMatchObject({ encoding: 'windows-1251', suggested: ['email', 'fullName', 'role'] });

    const started = await fetch(urlOf(app, `/api/imports/${file.id}/start`), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ mapping: file.suggested, mode: 'upsert' }),
    });
    expect(started.status).toBe(202);
    const query = async () => {
      const res = await fetch(urlOf(app), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($id: ID!) { importJob(id: $id) { status total created failed fileName } }', variables: { id: file.id } }),
      });
      return ((await res.json()) as { data: { importJob: { status: string } } }).data.importJob;
    };
    const job = await untilEnded(query);
    expect(job).toEqual({ status: 'completed', total: 2, created: 1, failed: 1, fileName: 'клієнти.csv' });

    const refused = await fetch(urlOf(app, `/api/imports/${file.id}/rejected.csv`), { headers: { authorization } });
    expect(refused.headers.get('content-disposition')).toMatch(/attachment/);
    expect(await refused.text()).toContain('bad;Леся Українка;editor;2;email: must be a valid e-mail address');

    const cancel = await fetch(urlOf(app), {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation($id: ID!) { cancelImport(id: $id) { status } }', variables: { id: file.id } }),
    });
    expect(((await cancel.json()) as { data: { cancelImport: { status: string } } }).data.cancelImport.status).toBe('completed');
  });
});
