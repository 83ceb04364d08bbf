import type { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { MailLogDocument, type MailLetterChangedSubscription, type MailLetterFieldsFragment, type MailStatus } from '../../web/src/__generated__/graphql.js';
import { typePolicies } from '../../web/src/app/type-policies.js';
import { createCache } from '../../web/src/lib/apollo/cache.js';
import { applyMailLetterChanged } from '../../web/src/features/audit/live/mail-letter-changed.js';

/**
 * The mail log's live feed in the normalized cache (features/audit/live/mail-letter-changed.ts): a status change
 * moves the row in place, a new letter leads the first page once, and the pages a letter left or joined by status
 * follow without the unfiltered page being read again.
 */
const letter = (id: number, status: MailStatus, tries = 0): MailLetterFieldsFragment & { __typename: 'MailLetter' } => ({
  __typename: 'MailLetter',
  id: String(id),
  kind: 'password_reset',
  to: [`person.${id}@example.com`],
  subject: 'Aurora CRM: сброс пароля',
  status,
  tries,
  lastError: null,
  createdAt: new Date(Date.UTC(2026, 10, 28, 10, id)).toISOString(),
  sentAt: null,
});

function cacheWith(pages: { status: MailStatus | null; page: number; letters: ReturnType<typeof letter>[]; total: number }[]) {
  const cache = createCache(typePolicies);
  for (const { status, page, letters, total } of pages) {
    cache.writeQuery({ query: MailLogDocument, variables: { status, page, perPage: 2 }, data: { mailLog: { total, items: letters } } });
  }
  return cache;
}

const read = (cache: InMemoryCache, status: MailStatus | null, page = 1) => cache.readQuery({ query: MailLogDocument, variables: { status, page, perPage: 2 } })?.mailLog ?? null;
const ids = (log: ReturnType<typeof read>) => log && { ids: log.items.map((l) => l.id), total: log.total };
const event = (change: 'CREATED' | 'UPDATED', row: ReturnType<typeof letter>): MailLetterChangedSubscription => ({
  mailLetterChanged: { change, letter: row },
});

describe('the mail log cache under live events', () => {
  it('a new letter leads the first page of the whole log and of its status, once; later pages and other statuses are read again or kept', () => {
    const cache = cacheWith([
      { status: null, page: 1, letters: [letter(3, 'sent'), letter(2, 'queued')], total: 3 },
      { status: null, page: 2, letters: [letter(1, 'sent')], total: 3 },
      { status: 'queued', page: 1, letters: [letter(2, 'queued')], total: 1 },
      { status: 'sent', page: 1, letters: [letter(3, 'sent'), letter(1, 'sent')], total: 2 },
    ]);
    const created = event('CREATED', letter(4, 'queued'));
    applyMailLetterChanged(created, cache);
    applyMailLetterChanged(created, cache);
    expect(ids(read(cache, null))).toEqual({ ids: ['4', '3'], total: 4 });
    expect(ids(read(cache, 'queued'))).toEqual({ ids: ['4', '2'], total: 2 });
    expect(ids(read(cache, 'sent'))).toEqual({ ids: ['3', '1'], total: 2 });
    // Where the rest fall on a later page is the server's to say: dropped, read again when shown.
    expect(read(cache, null, 2)).toBeNull();
  });

  it('a status change writes the row in place; the pages of its old status lose it, those of its new one are read again', () => {
    const cache = cacheWith([
      { status: null, page: 1, letters: [letter(2, 'queued'), letter(1, 'sent')], total: 2 },
      { status: 'queued', page: 1, letters: [letter(2, 'queued')], total: 1 },
      { status: 'sent', page: 1, letters: [letter(1, 'sent')], total: 1 },
    ]);
    applyMailLetterChanged(event('UPDATED', letter(2, 'sending', 1)), cache);
    expect(read(cache, null)?.items.map((l) => [l.id, l.status, l.tries])).toEqual([
      ['2', 'sending', 1],
      ['1', 'sent', 0],
    ]);
    expect(ids(read(cache, 'queued'))).toEqual({ ids: [], total: 0 });
    expect(ids(read(cache, 'sent'))).toEqual({ ids: ['1'], total: 1 });

    applyMailLetterChanged(event('UPDATED', letter(2, 'sent', 1)), cache);
    expect(read(cache, null)?.items[0]).toMatchObject({ id: '2', status: 'sent' });
    expect(read(cache, 'sent')).toBeNull();
    // The same status again (a repeated event): nothing more moves.
    applyMailLetterChanged(event('UPDATED', letter(2, 'sent', 1)), cache);
    expect(ids(read(cache, null))).toEqual({ ids: ['2', '1'], total: 2 });
  });
});
