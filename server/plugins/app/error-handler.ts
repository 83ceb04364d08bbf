import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { DomainError, TooManyRequestsError } from '../../common/errors.js';

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/**
 * One error handler for the REST face: domain errors keep their status and message, validation
 * errors are 400 naming the field, other 4xx keep Fastify's message, and anything else is a masked
 * 500 (logged with its stack, never sent).
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
      if (error instanceof DomainError) {
        return reply
          .code(error.statusCode)
          .send({ statusCode: error.statusCode, error: REASONS[error.statusCode] ?? 'Error', message: error.message });
      }
      const status = error.statusCode ?? 500;
      if (error.validation) {
        return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: error.message });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ statusCode: status, error: REASONS[status] ?? 'Error', message: error.message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.code(500).send({ statusCode: 500, error: 'Internal Server Error', message: 'Internal Server Error' });
    });
  },
  { name: 'error-handler' },
);
