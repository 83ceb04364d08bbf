import { graphql } from '../../../__generated__/gql';

export const PricingQuery = graphql(`
  query PricingPage {
    pricing {
      basicPlan {
        ...PricingPlanFields
      }
      standardPlan {
        ...PricingPlanFields
      }
      enterprisePlan {
        ...PricingPlanFields
      }
      qandA {
        question
        ans
      }
    }
  }
  fragment PricingPlanFields on PricingPlan {
    title
    img
    subtitle
    monthlyPrice
    yearlyPlan {
      perMonth
      totalAnnual
    }
    planBenefits
    popular
  }
`);
