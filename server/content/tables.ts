import type { Kysely } from 'kysely';
import type { Db } from '../db/connection.js';
import type { AccountSettingsTables } from './account-settings/tables.js';
import type { AutocompleteTables } from './autocomplete/tables.js';
import { seedAutocompleteTables } from './autocomplete/tables.js';
import type { BlogTables } from './blog/tables.js';
import { seedBlogTables } from './blog/tables.js';
import type { CardTables } from './cards/tables.js';
import { seedCardTables } from './cards/tables.js';
import { seedDocuments, type DocumentTables } from './documents.js';
import type { FaqTables } from './faq/tables.js';
import { seedFaqTables } from './faq/tables.js';
import type { KnowledgeBaseTables } from './knowledge-base/tables.js';
import { seedKnowledgeBaseTables } from './knowledge-base/tables.js';
import type { ProfileTables } from './profile/tables.js';
import { seedProfileTables } from './profile/tables.js';
import type { ContentSeed } from './models.js';

declare module '../db/database.js' {
  interface Database extends ContentTables {}
}

export { accountSettingsMigration } from './account-settings/tables.js';
export { autocompleteMigration } from './autocomplete/tables.js';
export { blogMigration } from './blog/tables.js';
export { cardsMigration } from './cards/tables.js';
export { documentsMigration } from './documents.js';
export { faqMigration } from './faq/tables.js';
export { knowledgeBaseMigration } from './knowledge-base/tables.js';
export { profileMigration } from './profile/tables.js';

/** Every table of the content pages, one module per page family. */
export interface ContentTables
  extends AccountSettingsTables,
    DocumentTables,
    BlogTables,
    ProfileTables,
    FaqTables,
    KnowledgeBaseTables,
    CardTables,
    AutocompleteTables {}

/** The content seed into its tables (after the accounts: likes and votes belong to accounts). */
export async function seedContentTables(db: Db, { profile, pricing, accountSettings, ...seed }: ContentSeed): Promise<void> {
  const { posts: _posts, polls: _polls, ...profilePage } = profile;
  await seedDocuments(db, { pricing, profile_page: profilePage, account_settings_defaults: accountSettings });
  await seedBlogTables(db, seed.blog);
  await seedProfileTables(db, profile);
  await seedFaqTables(db, seed.faq);
  await seedKnowledgeBaseTables(db, seed.knowledgeBase);
  await seedCardTables(db, seed.cards);
  await seedAutocompleteTables(db, seed.autocomplete);
}

/**
 * A database seeded before the content tables existed keeps its `seeded` marker, so the seed loader never
 * fills them: this migration does, once. The content seed does not depend on SEED_ROWS, so it is exactly
 * what the loader would have written. A database seeded later gets its content from the loader.
 */
export const contentSeedMigration = (seedContent: () => ContentSeed) => ({
  async up(db: Kysely<unknown>): Promise<void> {
    const store = db as unknown as Db;
    const seeded = await store.selectFrom('app_meta').select('key').where('key', '=', 'seeded').executeTakeFirst();
    if (seeded) await seedContentTables(store, seedContent());
  },
});
