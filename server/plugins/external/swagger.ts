import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';

/**
 * @fastify/swagger builds an OpenAPI 3 document from the route schemas (/docs/json);
 * @fastify/swagger-ui serves its bundled assets at /docs, so the reference works offline.
 */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.0.3',
        info: {
          title: 'Aurora CRM — legacy REST API',
          description: 'The REST surface of spec section 7. Sign in with POST /jwt/login and send `Authorization: Bearer <accessToken>`.',
          version: '1.0.0',
        },
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
        security: [{ bearerAuth: [] }],
      },
    });
    await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true, uiConfig: { persistAuthorization: true } });
  },
  { name: 'swagger' },
);
