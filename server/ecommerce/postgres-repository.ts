import type { ExpressionBuilder } from 'kysely';
import type { Page } from '../common/list-index.js';
import type { Db } from '../db/connection.js';
import type { Database } from '../db/database.js';
import { matchesAny, nextId, writeLocked } from '../db/queries.js';
import { NotFoundError } from '../common/errors.js';
import { cartItemTerms } from './cart-terms.js';
import type { CartItemRecord, CartListing, ProductListing, ProductQuery, ProductRecord, ProductSort, WishlistItemRecord } from './models.js';
import type { AddResult, EcommerceRepository, ProductFlags } from './repository.js';
import { checkedListQuery, checkedQty, MAX_QUERY_LENGTH, notInCart, notInWishlist, productNotFound, requireId } from './rules.js';
import type { Clock } from '../common/clock.js';

type ProductsEb = ExpressionBuilder<Database, 'products'>;

/** The account's flags of the product row at hand, as two EXISTS columns. */
function flagColumns(accountId: number) {
  return (eb: ProductsEb) => [
    eb
      .exists(eb.selectFrom('wishlist_items').select('wishlist_items.id').whereRef('wishlist_items.productId', '=', 'products.id').where('wishlist_items.accountId', '=', accountId))
      .$castTo<boolean>()
      .as('isInWishlist'),
    eb
      .exists(eb.selectFrom('cart_items').select('cart_items.id').whereRef('cart_items.productId', '=', 'products.id').where('cart_items.accountId', '=', accountId))
      .$castTo<boolean>()
      .as('isInCart'),
  ];
}

const ORDERS: Record<ProductSort, [column: 'products.id' | 'products.price', direction: 'asc' | 'desc'][]> = {
  featured: [['products.id', 'desc']],
  'price-desc': [['products.price', 'desc'], ['products.id', 'desc']],
  'price-asc': [['products.price', 'asc'], ['products.id', 'asc']],
};

/** The catalogue and each account's wishlist and cart in PostgreSQL (tables of server/ecommerce/tables.ts). */
export class PostgresEcommerceRepository implements EcommerceRepository {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async list(accountId: number, query: ProductQuery = {}): Promise<Page<ProductListing>> {
    const { q, sortBy, page, perPage } = checkedListQuery(query);
    const matching = this.db.selectFrom('products').where((eb) => matchesAny(eb, ['name'], q));
    let ordered = matching.selectAll('products').select(flagColumns(accountId));
    for (const [column, direction] of ORDERS[sortBy]) ordered = ordered.orderBy(column, direction);
    const [items, counted] = await Promise.all([
      ordered
        .limit(perPage)
        .offset((page - 1) * perPage)
        .execute(),
      matching.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items, total: counted.total };
  }

  async findProducts(ids: readonly number[]): Promise<(ProductRecord | undefined)[]> {
    if (ids.length === 0) return [];
    const rows = await this.db.selectFrom('products').selectAll().where('id', 'in', [...new Set(ids)]).execute();
    const byId = new Map(rows.map((p) => [p.id, p]));
    return ids.map((id) => byId.get(id));
  }

  async getProduct(accountId: number, id: number): Promise<ProductListing> {
    requireId(id, 'id');
    const product = await this.listings(accountId).where('products.id', '=', id).executeTakeFirst();
    if (!product) throw new NotFoundError(productNotFound(id));
    return product;
  }

  async getProductBySlug(accountId: number, slug: string): Promise<ProductListing> {
    const product = await this.listings(accountId).where('products.slug', '=', slug).executeTakeFirst();
    if (!product) throw new NotFoundError(`Product "${slug.slice(0, MAX_QUERY_LENGTH)}" not found`);
    return product;
  }

  async flags(accountId: number, productIds: readonly number[]): Promise<ProductFlags[]> {
    if (productIds.length === 0) return [];
    const [wished, carted] = await Promise.all([
      this.db.selectFrom('wishlist_items').select('productId').where('accountId', '=', accountId).where('productId', 'in', [...productIds]).execute(),
      this.db.selectFrom('cart_items').select('productId').where('accountId', '=', accountId).where('productId', 'in', [...productIds]).execute(),
    ]);
    const inWishlist = new Set(wished.map((row) => row.productId));
    const inCart = new Set(carted.map((row) => row.productId));
    return productIds.map((id) => ({ isInWishlist: inWishlist.has(id), isInCart: inCart.has(id) }));
  }

  async wishlistItems(accountId: number): Promise<WishlistItemRecord[]> {
    return this.db.selectFrom('wishlist_items').select(['id', 'productId']).where('accountId', '=', accountId).orderBy('id').execute();
  }

  async cartItems(accountId: number): Promise<CartItemRecord[]> {
    return this.db
      .selectFrom('cart_items')
      .select(['id', 'productId', 'qty', 'shippingDate', 'offers', 'discountPercentage'])
      .where('accountId', '=', accountId)
      .orderBy('id')
      .execute();
  }

  async wishlistProducts(accountId: number): Promise<ProductListing[]> {
    return this.listings(accountId)
      .innerJoin('wishlist_items', 'wishlist_items.productId', 'products.id')
      .where('wishlist_items.accountId', '=', accountId)
      .orderBy('wishlist_items.id')
      .execute();
  }

  async cartProducts(accountId: number): Promise<CartListing[]> {
    return this.listings(accountId)
      .innerJoin('cart_items', 'cart_items.productId', 'products.id')
      .select(['cart_items.qty', 'cart_items.shippingDate', 'cart_items.offers', 'cart_items.discountPercentage'])
      .where('cart_items.accountId', '=', accountId)
      .orderBy('cart_items.id')
      .execute();
  }

  async cartItemsCount(accountId: number): Promise<number> {
    const { count } = await this.db
      .selectFrom('cart_items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('accountId', '=', accountId)
      .executeTakeFirstOrThrow();
    return count;
  }

  async addToWishlist(accountId: number, productId: number): Promise<AddResult> {
    const product = await this.requireProduct(productId);
    const created = await writeLocked(this.db, 'wishlist_items', async (trx) => {
      const there = await trx.selectFrom('wishlist_items').select('id').where('accountId', '=', accountId).where('productId', '=', product.id).executeTakeFirst();
      if (there) return false;
      await trx.insertInto('wishlist_items').values({ id: await nextId(trx, 'wishlist_items'), accountId, productId: product.id }).execute();
      return true;
    });
    return { product: await this.getProduct(accountId, product.id), created };
  }

  async removeFromWishlist(accountId: number, productId: number): Promise<ProductListing> {
    const product = await this.requireProduct(productId);
    const removed = await this.db.deleteFrom('wishlist_items').where('accountId', '=', accountId).where('productId', '=', product.id).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw new NotFoundError(notInWishlist(product.id));
    return this.getProduct(accountId, product.id);
  }

  async addToCart(accountId: number, productId: number): Promise<AddResult> {
    const product = await this.requireProduct(productId);
    const created = await writeLocked(this.db, 'cart_items', async (trx) => {
      const there = await trx.selectFrom('cart_items').select('id').where('accountId', '=', accountId).where('productId', '=', product.id).executeTakeFirst();
      if (there) return false;
      const id = await nextId(trx, 'cart_items');
      await trx
        .insertInto('cart_items')
        .values({ id, accountId, productId: product.id, qty: 1, ...cartItemTerms(id, this.clock()) })
        .execute();
      return true;
    });
    return { product: await this.getProduct(accountId, product.id), created };
  }

  async removeFromCart(accountId: number, productId: number): Promise<ProductListing> {
    const product = await this.requireProduct(productId);
    const removed = await this.db.deleteFrom('cart_items').where('accountId', '=', accountId).where('productId', '=', product.id).executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw new NotFoundError(notInCart(product.id));
    return this.getProduct(accountId, product.id);
  }

  async updateCartQuantity(accountId: number, productId: number, qty: number): Promise<CartItemRecord> {
    const product = await this.requireProduct(productId);
    checkedQty(qty);
    const item = await this.db
      .updateTable('cart_items')
      .set({ qty })
      .where('accountId', '=', accountId)
      .where('productId', '=', product.id)
      .returning(['id', 'productId', 'qty', 'shippingDate', 'offers', 'discountPercentage'])
      .executeTakeFirst();
    if (!item) throw new NotFoundError(notInCart(product.id));
    return item;
  }

  /** Products with the account's flags. */
  private listings(accountId: number) {
    return this.db.selectFrom('products').selectAll('products').select(flagColumns(accountId));
  }

  private async requireProduct(productId: number): Promise<ProductRecord> {
    requireId(productId, 'productId');
    const product = await this.db.selectFrom('products').selectAll().where('id', '=', productId).executeTakeFirst();
    if (!product) throw new NotFoundError(productNotFound(productId));
    return product;
  }
}
