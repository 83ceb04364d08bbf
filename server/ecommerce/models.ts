/**
 * E-commerce records (spec section 3, "Product", "Wishlist item", "Cart item"). The closed value
 * sets live here once and feed the seed, the REST schemas, the repository and the GraphQL enums.
 */
export const PRODUCT_COLORS = ['primary', 'success', 'warning', 'danger', 'info'] as const;
export type ProductColor = (typeof PRODUCT_COLORS)[number];

/** featured = newest first (id descending); spec section 9. */
export const PRODUCT_SORTS = ['featured', 'price-desc', 'price-asc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PRODUCTS_PER_PAGE = 9;
/** The cart's quantity stepper stops here; more is a wholesale order, not a demo cart. */
export const MAX_CART_QTY = 10;

export interface ProductRecord {
  id: number;
  name: string;
  slug: string;
  description: string;
  brand: string;
  price: number;
  /** /images/products/<slug>.svg, drawn by the web client. */
  image: string;
  hasFreeShipping: boolean;
  /** 1..5 stars. */
  rating: number;
  /** Shown on the detail page only; a fixed subset per product. */
  colorOptions: ProductColor[];
}

export interface WishlistItemRecord {
  id: number;
  productId: number;
}

export interface CartItemRecord {
  id: number;
  productId: number;
  qty: number;
  /** YYYY-MM-DD, drawn once when the item enters the cart. */
  shippingDate: string;
  offers: number;
  discountPercentage: number;
}

/** A list request; the repository validates every field (GraphQL arguments arrive unchecked). */
export interface ProductQuery {
  q?: string;
  sortBy?: ProductSort;
  page?: number;
  perPage?: number;
}

/** A product as the shop lists it: with the signed-in user's wishlist and cart flags. */
export type ProductListing = ProductRecord & { isInWishlist: boolean; isInCart: boolean };

export type CartListing = ProductListing & Omit<CartItemRecord, 'id' | 'productId'>;

/**
 * Seed of the ecommerce domain (spec section 3): 27 products, 2 wishlist items, 5 cart items.
 * Cart items carry only what the user chose; their delivery terms are drawn when the repository
 * puts them in the cart, relative to its clock.
 */
export interface EcommerceSeed {
  products: ProductRecord[];
  wishlist: WishlistItemRecord[];
  cart: { id: number; productId: number; qty: number }[];
}
