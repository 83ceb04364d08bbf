import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { insertInBatches } from '../db/seeding.js';
import { cartItemTerms } from './cart-terms.js';
import type { CartItemRecord, EcommerceSeed, ProductRecord, WishlistItemRecord } from './models.js';
import { DEMO_ADMIN_ACCOUNT_ID } from '../auth/models.js';

declare module '../db/database.js' {
  interface Database extends EcommerceTables {}
}

export interface EcommerceTables {
  products: ProductRecord;
  /** Each account's lines; one per product and account; the order added is the id order. */
  wishlist_items: WishlistItemRecord & { accountId: number };
  cart_items: CartItemRecord & { accountId: number };
}

export const ecommerceMigration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable('products')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('brand', 'text', (c) => c.notNull())
      .addColumn('price', 'float8', (c) => c.notNull())
      .addColumn('image', 'text', (c) => c.notNull())
      .addColumn('has_free_shipping', 'boolean', (c) => c.notNull())
      .addColumn('rating', 'integer', (c) => c.notNull())
      .addColumn('color_options', sql`text[]`, (c) => c.notNull())
      .execute();
    for (const list of ['wishlist_items', 'cart_items'] as const) {
      let table = db.schema
        .createTable(list)
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('account_id', 'integer', (c) => c.notNull())
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id'));
      if (list === 'cart_items') {
        table = table
          .addColumn('qty', 'integer', (c) => c.notNull())
          .addColumn('shipping_date', 'date', (c) => c.notNull())
          .addColumn('offers', 'integer', (c) => c.notNull())
          .addColumn('discount_percentage', 'integer', (c) => c.notNull());
      }
      await table.addUniqueConstraint(`${list}_account_product`, ['account_id', 'product_id']).execute();
    }
    // Price sorts with their id tie-break (featured is the primary key backwards); the name search.
    await sql`CREATE INDEX products_by_price ON products (price, id)`.execute(db);
    await sql`CREATE INDEX products_search ON products USING gin (name gin_trgm_ops)`.execute(db);
  },
  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.dropTable('cart_items').execute();
    await db.schema.dropTable('wishlist_items').execute();
    await db.schema.dropTable('products').execute();
  },
};

/** The catalogue; the seed's wishlist and cart as the demo admin's, cart terms drawn as the lines enter the cart (now). */
export async function seedEcommerceTables(trx: Transaction<Database>, { products, wishlist, cart }: EcommerceSeed): Promise<void> {
  const accountId = DEMO_ADMIN_ACCOUNT_ID;
  await insertInBatches(products, (batch) => trx.insertInto('products').values(batch).execute());
  if (wishlist.length > 0) await trx.insertInto('wishlist_items').values(wishlist.map((item) => ({ ...item, accountId }))).execute();
  const now = new Date();
  if (cart.length > 0) {
    await trx
      .insertInto('cart_items')
      .values(cart.map((item) => ({ ...item, accountId, ...cartItemTerms(item.id, now) })))
      .execute();
  }
}
