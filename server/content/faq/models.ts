/** FAQ of the help page (spec sections 1, 6 and 9): a Russian FAQ about a work-management service. */
export interface QandA {
  question: string;
  ans: string;
}

export const FAQ_CATEGORY_KEYS = ['registration', 'security', 'migration', 'payment'] as const;

export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number];

export interface FaqCategory {
  icon: string;
  title: string;
  subtitle: string;
  qandA: QandA[];
}

export type FaqSeed = Record<FaqCategoryKey, FaqCategory>;
