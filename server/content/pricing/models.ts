import type { QandA } from '../faq/models.js';

/** Pricing page (spec section 9): prices are exact; texts are ours. */
export interface PricingPlan {
  title: string;
  img: string;
  subtitle: string;
  monthlyPrice: number;
  yearlyPlan: { perMonth: number; totalAnnual: number };
  planBenefits: string[];
  popular: boolean;
}

export interface PricingSeed {
  basicPlan: PricingPlan;
  standardPlan: PricingPlan;
  enterprisePlan: PricingPlan;
  qandA: QandA[];
}
