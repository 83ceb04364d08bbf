import type { FastifyPluginAsync } from 'fastify';
import { callerId } from '../access/caller.js';
import { errorSchema, legacyId, protectedErrorResponses } from '../common/schemas.js';
import { NotFoundError } from '../common/errors.js';
import type { ProductSort } from './models.js';
import {
  cartProductSchema,
  idParamsSchema,
  productDetailSchema,
  productEnvelopeSchema,
  productIdBodySchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListResponseSchema,
  productSchema,
  toRestProduct,
} from './schemas.js';

const tags = ['ecommerce'];
const notFound = { 404: errorSchema } as const;

/**
 * /apps/ecommerce/* (spec section 7 Ecommerce): the catalogue is shared, wishlist and cart are the caller's. Adding a product already in the list answers 200
 * with the product instead of 201 and never creates a second row, so a double click is harmless.
 */
export const ecommerceRoutes: FastifyPluginAsync = async (app) => {
  const shop = app.repositories.ecommerce;

  app.get<{ Querystring: { q: string; sortBy: ProductSort; page: number; perPage: number } }>(
    '/apps/ecommerce/products',
    {
      config: { ability: ['read', 'Product'], keepAnswers: true },
      schema: {
        tags,
        querystring: productListQuerySchema,
        response: { 200: productListResponseSchema, ...protectedErrorResponses },
      },
    },
    async (request) => {
      const account = callerId(request);
      const [{ items, total }, userWishlist, userCart] = await Promise.all([
        shop.list(account, request.query),
        shop.wishlistItems(account),
        shop.cartItems(account),
      ]);
      return { products: items.map(toRestProduct), total, userWishlist, userCart };
    },
  );

  app.get<{ Params: { id: number } }>(
    '/apps/ecommerce/products/:id',
    {
      config: { ability: ['read', 'Product'] },
      schema: {
        tags,
        params: idParamsSchema,
        response: { 200: { type: 'object', properties: { product: productDetailSchema } }, ...protectedErrorResponses },
      },
    },
    async (request, reply) => {
      try {
        return { product: toRestProduct(await shop.getProduct(callerId(request), request.params.id)) };
      } catch (error) {
        // Spec section 8: an unknown product is a 404 with an empty body.
        if (error instanceof NotFoundError) return reply.code(404).send();
        throw error;
      }
    },
  );

  app.get(
    '/apps/ecommerce/wishlist',
    {
      config: { ability: ['read', 'Product'] },
      schema: {
        tags,
        response: { 200: { type: 'object', properties: { products: { type: 'array', items: productSchema } } }, ...protectedErrorResponses },
      },
    },
    async (request) => ({ products: (await shop.wishlistProducts(callerId(request))).map(toRestProduct) }),
  );

  app.get(
    '/apps/ecommerce/cart',
    {
      config: { ability: ['read', 'Product'] },
      schema: {
        tags,
        response: {
          200: { type: 'object', properties: { products: { type: 'array', items: cartProductSchema } } },
          ...protectedErrorResponses,
        },
      },
    },
    async (request) => ({ products: (await shop.cartProducts(callerId(request))).map(toRestProduct) }),
  );

  const addSchema = {
    tags,
    body: productIdBodySchema,
    response: { 200: productEnvelopeSchema, 201: productEnvelopeSchema, ...protectedErrorResponses, ...notFound },
  };
  const removeSchema = {
    tags,
    params: productIdParamsSchema,
    response: { 200: productEnvelopeSchema, ...protectedErrorResponses, ...notFound },
  };

  app.post<{ Body: { productId: number | string } }>(
    '/apps/ecommerce/wishlist',
    { config: { ability: ['update', 'Product'] }, schema: addSchema },
    async (request, reply) => {
      const { product, created } = await shop.addToWishlist(callerId(request), legacyId(request.body.productId));
      return reply.code(created ? 201 : 200).send({ product: toRestProduct(product) });
    },
  );

  app.delete<{ Params: { productId: number } }>(
    '/apps/ecommerce/wishlist/:productId',
    { config: { ability: ['update', 'Product'] }, schema: removeSchema },
    async (request) => ({ product: toRestProduct(await shop.removeFromWishlist(callerId(request), request.params.productId)) }),
  );

  app.post<{ Body: { productId: number | string } }>(
    '/apps/ecommerce/cart',
    { config: { ability: ['update', 'Product'] }, schema: addSchema },
    async (request, reply) => {
      const { product, created } = await shop.addToCart(callerId(request), legacyId(request.body.productId));
      return reply.code(created ? 201 : 200).send({ product: toRestProduct(product) });
    },
  );

  app.delete<{ Params: { productId: number } }>(
    '/apps/ecommerce/cart/:productId',
    { config: { ability: ['update', 'Product'] }, schema: removeSchema },
    async (request) => ({ product: toRestProduct(await shop.removeFromCart(callerId(request), request.params.productId)) }),
  );
};
