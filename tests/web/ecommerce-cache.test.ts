import { describe, expect, it } from 'vitest';
import {
  AddToCartDocument,
  AddToWishlistDocument,
  NavbarCartCountDocument,
  CartDocument,
  RemoveFromCartDocument,
  RemoveFromWishlistDocument,
  ShopProductsDocument,
  UpdateCartItemQuantityDocument,
  ProductFlagsFragmentDoc,
  WishlistDocument,
  type ProductFlagsFragment,
} from '../../web/src/__generated__/graphql.js';
import { addToCartList, addToWishlistList, removeFromCartList, removeFromWishlistList } from '../../web/src/features/ecommerce/api/cache-updates.js';
import { useCountingClient } from './support.js';

const live = useCountingClient();
const SHOP_VARS = { q: '', sortBy: 'featured', page: 1, perPage: 9 } as const;

const flags = (p: ProductFlagsFragment, change: Partial<ProductFlagsFragment>) => ({ __typename: 'Product' as const, id: p.id, isInWishlist: p.isInWishlist, isInCart: p.isInCart, ...change });
const shopItem = (id: string) => live.client.cache.readQuery({ query: ShopProductsDocument, variables: SHOP_VARS })!.products.items.find((p) => p.id === id)!;

describe('wishlist mutations keep the cached lists right without refetching', () => {
  it('adding: the shop card flag flips and the wishlist list gains the product, optimistically first', async () => {
    const shop = (await live.client.query({ query: ShopProductsDocument, variables: SHOP_VARS })).data!.products.items;
    const before = (await live.client.query({ query: WishlistDocument })).data!.wishlist.map((p) => p.id);
    const product = shop.find((p) => !p.isInWishlist)!;
    live.operations = [];

    const pending = live.client.mutate({
      mutation: AddToWishlistDocument,
      variables: { productId: product.id },
      optimisticResponse: { addToWishlist: flags(product, { isInWishlist: true }) },
      update: (cache) => addToWishlistList(cache, product.id),
    });
    expect(live.client.cache.readQuery({ query: WishlistDocument, optimistic: true })!.wishlist.map((p) => p.id)).toEqual([...before, product.id]);
    await pending;

    expect(shopItem(product.id).isInWishlist).toBe(true);
    expect(live.client.cache.readQuery({ query: WishlistDocument })!.wishlist.map((p) => p.id)).toEqual([...before, product.id]);
    expect(live.operations).toEqual(['AddToWishlist']);
    const fresh = await live.client.query({ query: WishlistDocument, fetchPolicy: 'network-only' });
    expect(fresh.data!.wishlist.map((p) => p.id)).toEqual([...before, product.id]);
  });

  it('removing drops the product from the list and unsets its flag', async () => {
    await live.client.query({ query: ShopProductsDocument, variables: SHOP_VARS });
    const [first, ...rest] = (await live.client.query({ query: WishlistDocument })).data!.wishlist;
    live.operations = [];
    await live.client.mutate({
      mutation: RemoveFromWishlistDocument,
      variables: { productId: first.id },
      optimisticResponse: { removeFromWishlist: flags(first, { isInWishlist: false }) },
      update: (cache) => removeFromWishlistList(cache, first.id),
    });
    expect(live.client.cache.readQuery({ query: WishlistDocument })!.wishlist.map((p) => p.id)).toEqual(rest.map((p) => p.id));
    expect(live.client.cache.readFragment({ id: live.client.cache.identify({ __typename: 'Product', id: first.id }), fragment: ProductFlagsFragmentDoc })?.isInWishlist).toBe(false);
    expect(live.operations).toEqual(['RemoveFromWishlist']);
  });
});

describe('cart mutations keep the counter and the cart list right', () => {
  it('adding bumps cartCount at once and drops the cached cart, whose next read has the server-drawn line', async () => {
    const shop = (await live.client.query({ query: ShopProductsDocument, variables: SHOP_VARS })).data!.products.items;
    const count = (await live.client.query({ query: NavbarCartCountDocument })).data!.cartCount;
    await live.client.query({ query: CartDocument });
    const product = shop.find((p) => !p.isInCart)!;
    live.operations = [];

    const pending = live.client.mutate({
      mutation: AddToCartDocument,
      variables: { productId: product.id },
      optimisticResponse: { addToCart: flags(product, { isInCart: true }) },
      update: (cache) => addToCartList(cache),
    });
    expect(live.client.cache.readQuery({ query: NavbarCartCountDocument, optimistic: true })!.cartCount).toBe(count + 1);
    await pending;
    expect(live.client.cache.readQuery({ query: NavbarCartCountDocument })!.cartCount).toBe(count + 1);
    expect(shopItem(product.id).isInCart).toBe(true);

    const cart = await live.client.query({ query: CartDocument });
    const line = cart.data!.cart.find((l) => l.product.id === product.id)!;
    expect(line.qty).toBe(1);
    expect(line.offers).toBeGreaterThanOrEqual(1);
    expect(live.operations).toEqual(['AddToCart', 'Cart']);
  });

  it('removing filters the line out and lowers the counter; the stepper updates the line in place', async () => {
    const count = (await live.client.query({ query: NavbarCartCountDocument })).data!.cartCount;
    const [first, second, ...rest] = (await live.client.query({ query: CartDocument })).data!.cart;
    live.operations = [];

    const stepped = { __typename: 'CartItem' as const, id: second.id, qty: 3 };
    await live.client.mutate({ mutation: UpdateCartItemQuantityDocument, variables: { productId: second.product.id, qty: 3 }, optimisticResponse: { updateCartItemQuantity: stepped } });
    await live.client.mutate({
      mutation: RemoveFromCartDocument,
      variables: { productId: first.product.id },
      optimisticResponse: { removeFromCart: flags(first.product, { isInCart: false }) },
      update: (cache) => removeFromCartList(cache, first.product.id),
    });

    const cart = live.client.cache.readQuery({ query: CartDocument })!.cart;
    expect(cart.map((l) => l.id)).toEqual([second, ...rest].map((l) => l.id));
    expect(cart[0].qty).toBe(3);
    expect(live.client.cache.readQuery({ query: NavbarCartCountDocument })!.cartCount).toBe(count - 1);
    expect(live.operations).toEqual(['UpdateCartItemQuantity', 'RemoveFromCart']);
    const fresh = await live.client.query({ query: CartDocument, fetchPolicy: 'network-only' });
    expect(fresh.data!.cart.map((l) => [l.id, l.qty])).toEqual(cart.map((l) => [l.id, l.qty]));
  });
});
