import type { FastifyPluginAsync } from 'fastify';
import { protectedErrorResponses } from '../../common/schemas.js';
import { bool, int, obj, str, strings } from '../json-schema.js';
import { qandASchema } from './faq.js';

const planSchema = obj({
  title: str,
  img: str,
  subtitle: str,
  monthlyPrice: int,
  yearlyPlan: obj({ perMonth: int, totalAnnual: int }),
  planBenefits: strings,
  popular: bool,
});

/** GET /pricing/data (spec sections 7 and 9). */
export const pricingRoutes: FastifyPluginAsync = async (app) => {
  app.get(
    '/pricing/data',
    {
      config: { ability: ['read', 'Content'] },
      schema: {
        tags: ['content'],
        summary: 'The three plans and the pricing Q&A',
        response: {
          200: obj({ basicPlan: planSchema, standardPlan: planSchema, enterprisePlan: planSchema, qandA: qandASchema }),
          ...protectedErrorResponses,
        },
      },
    },
    async () => app.repositories.content.pricing.get(),
  );
};
