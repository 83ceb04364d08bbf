import { idSchema, legacyIdSchema, pageSchema, perPageSchema, searchSchema } from '../common/schemas.js';
import { PRODUCT_COLORS, PRODUCT_SORTS, PRODUCTS_PER_PAGE } from './models.js';

/** JSON schemas of the /apps/ecommerce REST surface (legacy shapes, see brief LEGACY.md). */
const productProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  // Ends with "-<id>": the legacy product page takes the id from after the slug's last hyphen.
  slug: { type: 'string' },
  description: { type: 'string' },
  brand: { type: 'string' },
  price: { type: 'number' },
  image: { type: 'string' },
  hasFreeShipping: { type: 'boolean' },
  rating: { type: 'integer' },
  isInWishlist: { type: 'boolean' },
  isInCart: { type: 'boolean' },
} as const;

export const productSchema = { type: 'object', properties: productProperties } as const;

export const productDetailSchema = {
  type: 'object',
  properties: { ...productProperties, colorOptions: { type: 'array', items: { type: 'string', enum: PRODUCT_COLORS } } },
} as const;

export const cartProductSchema = {
  type: 'object',
  properties: {
    ...productProperties,
    qty: { type: 'integer' },
    shippingDate: { type: 'string', format: 'date' },
    offers: { type: 'integer' },
    discountPercentage: { type: 'integer' },
  },
} as const;

export const productListQuerySchema = {
  type: 'object',
  properties: {
    q: searchSchema,
    sortBy: { type: 'string', enum: PRODUCT_SORTS, default: 'featured' },
    page: pageSchema,
    perPage: perPageSchema(PRODUCTS_PER_PAGE),
  },
} as const;

export const productListResponseSchema = {
  type: 'object',
  properties: {
    products: { type: 'array', items: productSchema },
    total: { type: 'integer' },
    userWishlist: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, productId: { type: 'integer' } } },
    },
    userCart: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, productId: { type: 'integer' }, qty: { type: 'integer' } },
      },
    },
  },
} as const;

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export const productIdParamsSchema = {
  type: 'object',
  required: ['productId'],
  properties: { productId: idSchema },
} as const;

/** The legacy product page posts the id it parsed out of the URL, so as text ("7"). */
export const productIdBodySchema = {
  type: 'object',
  required: ['productId'],
  additionalProperties: false,
  properties: { productId: legacyIdSchema },
} as const;

/** A product as the REST face answers it: the slug carries the id the legacy product page reads back. */
export function toRestProduct<P extends { id: number; slug: string }>(product: P): P {
  return { ...product, slug: `${product.slug}-${product.id}` };
}

export const productEnvelopeSchema = { type: 'object', properties: { product: productSchema } } as const;
