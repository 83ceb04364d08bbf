import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * @fastify/helmet: security headers. The CSP allows what our own bundles need (inline styles from
 * Blueprint and Plotly, data: images, web workers from blob: for GraphiQL's editor) and nothing remote.
 */
export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          workerSrc: ["'self'", 'blob:'],
          connectSrc: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    });
  },
  { name: 'helmet' },
);
