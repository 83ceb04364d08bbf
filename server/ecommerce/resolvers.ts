import type { ProductSort as ProductSortEnum, Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { NotFoundError } from '../common/errors.js';
import type { GraphQLContext } from '../graphql/context.js';
import type { ProductListing, ProductRecord, ProductSort } from './models.js';
import type { ProductFlags } from './repository.js';

const SORTS: Record<ProductSortEnum, ProductSort> = {
  featured: 'featured',
  price_desc: 'price-desc',
  price_asc: 'price-asc',
};

/** The caller's account: whose wishlist and cart a call reads or changes. */
const shopper = (ctx: GraphQLContext, action: 'read' | 'update') => ctx.authorize(action, 'Product').accountId;

/**
 * A product's flags for the caller: the listing's own when the parent is one (read at this call, after any
 * write it made), else batched for every product of the response (a cart line's product).
 */
function flagsOf(product: ProductRecord | ProductListing, ctx: GraphQLContext): ProductFlags | Promise<ProductFlags> {
  if ('isInCart' in product) return product;
  const accountId = shopper(ctx, 'read');
  return ctx.loader<number, ProductFlags>('ecommerce.flags', (ids) => ctx.repositories.ecommerce.flags(accountId, ids)).load(product.id);
}

/** Catalogue, wishlist and cart over EcommerceRepository; the same rules and ability as REST; wishlist and cart are the caller's. */
export const ecommerceResolvers: Resolvers = {
  Query: {
    products: (_parent, { q, sortBy, page, perPage }, ctx) =>
      ctx.repositories.ecommerce.list(shopper(ctx, 'read'), {
        q: q ?? undefined,
        sortBy: sortBy ? SORTS[sortBy] : undefined,
        page: page ?? undefined,
        perPage: perPage ?? undefined,
      }),
    product: (_parent, { id }, ctx) => ctx.repositories.ecommerce.getProduct(shopper(ctx, 'read'), idFromGraphQL(id)),
    productBySlug: (_parent, { slug }, ctx) => ctx.repositories.ecommerce.getProductBySlug(shopper(ctx, 'read'), slug),
    wishlist: (_parent, _args, ctx) => ctx.repositories.ecommerce.wishlistProducts(shopper(ctx, 'read')),
    cart: (_parent, _args, ctx) => ctx.repositories.ecommerce.cartItems(shopper(ctx, 'read')),
    cartCount: (_parent, _args, ctx) => ctx.repositories.ecommerce.cartItemsCount(shopper(ctx, 'read')),
  },
  Mutation: {
    addToWishlist: async (_parent, { productId }, ctx) =>
      (await ctx.repositories.ecommerce.addToWishlist(shopper(ctx, 'update'), idFromGraphQL(productId, 'productId'))).product,
    removeFromWishlist: (_parent, { productId }, ctx) =>
      ctx.repositories.ecommerce.removeFromWishlist(shopper(ctx, 'update'), idFromGraphQL(productId, 'productId')),
    addToCart: async (_parent, { productId }, ctx) =>
      (await ctx.repositories.ecommerce.addToCart(shopper(ctx, 'update'), idFromGraphQL(productId, 'productId'))).product,
    removeFromCart: (_parent, { productId }, ctx) =>
      ctx.repositories.ecommerce.removeFromCart(shopper(ctx, 'update'), idFromGraphQL(productId, 'productId')),
    updateCartItemQuantity: (_parent, { productId, qty }, ctx) =>
      ctx.repositories.ecommerce.updateCartQuantity(shopper(ctx, 'update'), idFromGraphQL(productId, 'productId'), qty),
  },
  Product: {
    isInWishlist: async (product, _args, ctx) => (await flagsOf(product, ctx)).isInWishlist,
    isInCart: async (product, _args, ctx) => (await flagsOf(product, ctx)).isInCart,
  },
  CartItem: {
    product: (item, _args, ctx) =>
      ctx
        .loader<number, ProductRecord>('ecommerce.product', async (ids) =>
          (await ctx.repositories.ecommerce.findProducts(ids)).map((product, at) => product ?? new NotFoundError(`Product ${ids[at]} not found`)),
        )
        .load(item.productId),
  },
};
