import type { ProductSort as ProductSortEnum, Resolvers } from '../__generated__/resolvers-types.js';
import { idFromGraphQL } from '../common/graphql-ids.js';
import { NotFoundError } from '../errors.js';
import type { ProductRecord, ProductSort } from './models.js';

const SORTS: Record<ProductSortEnum, ProductSort> = {
  featured: 'featured',
  price_desc: 'price-desc',
  price_asc: 'price-asc',
};

/** Catalogue, wishlist and cart over EcommerceRepository; the same rules and ability as REST. */
export const ecommerceResolvers: Resolvers = {
  Query: {
    products: (_parent, { q, sortBy, page, perPage }, ctx) => {
      ctx.authorize('read', 'Product');
      return ctx.repositories.ecommerce.list({
        q: q ?? undefined,
        sortBy: sortBy ? SORTS[sortBy] : undefined,
        page: page ?? undefined,
        perPage: perPage ?? undefined,
      });
    },
    product: (_parent, { id }, ctx) => {
      ctx.authorize('read', 'Product');
      return ctx.repositories.ecommerce.getProduct(idFromGraphQL(id));
    },
    productBySlug: (_parent, { slug }, ctx) => {
      ctx.authorize('read', 'Product');
      return ctx.repositories.ecommerce.getProductBySlug(slug);
    },
    wishlist: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Product');
      return ctx.repositories.ecommerce.wishlistProducts();
    },
    cart: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Product');
      return [...ctx.repositories.ecommerce.cartItems()];
    },
    cartCount: (_parent, _args, ctx) => {
      ctx.authorize('read', 'Product');
      return ctx.repositories.ecommerce.cartItemsCount();
    },
  },
  Mutation: {
    addToWishlist: (_parent, { productId }, ctx) => {
      ctx.authorize('update', 'Product');
      return ctx.repositories.ecommerce.addToWishlist(idFromGraphQL(productId, 'productId')).product;
    },
    removeFromWishlist: (_parent, { productId }, ctx) => {
      ctx.authorize('update', 'Product');
      return ctx.repositories.ecommerce.removeFromWishlist(idFromGraphQL(productId, 'productId'));
    },
    addToCart: (_parent, { productId }, ctx) => {
      ctx.authorize('update', 'Product');
      return ctx.repositories.ecommerce.addToCart(idFromGraphQL(productId, 'productId')).product;
    },
    removeFromCart: (_parent, { productId }, ctx) => {
      ctx.authorize('update', 'Product');
      return ctx.repositories.ecommerce.removeFromCart(idFromGraphQL(productId, 'productId'));
    },
    updateCartItemQuantity: (_parent, { productId, qty }, ctx) => {
      ctx.authorize('update', 'Product');
      return ctx.repositories.ecommerce.updateCartQuantity(idFromGraphQL(productId, 'productId'), qty);
    },
  },
  // Flags are read from the repository, not the parent, so a Product reached through any path
  // (a cart line, a mutation result) tells the cache the current truth.
  Product: {
    isInWishlist: (product, _args, ctx) => ctx.repositories.ecommerce.isInWishlist(product.id),
    isInCart: (product, _args, ctx) => ctx.repositories.ecommerce.isInCart(product.id),
  },
  CartItem: {
    product: (item, _args, ctx) =>
      ctx
        .loader<number, ProductRecord>('ecommerce.product', (ids) =>
          ids.map((id) => ctx.repositories.ecommerce.findProduct(id) ?? new NotFoundError(`Product ${id} not found`)),
        )
        .load(item.productId),
  },
};
