import { includesText } from '../../common/schemas.js';
import type { FaqRepository } from './repository.js';
import { FAQ_CATEGORY_KEYS, type FaqCategory, type FaqCategoryKey, type FaqSeed } from './models.js';

/** The FAQ in this process's memory, over its own copy of the seed. */
export class MemoryFaqRepository implements FaqRepository {
  private readonly faq: FaqSeed;

  constructor(faq: FaqSeed) {
    this.faq = structuredClone(faq);
  }

  async search(q = ''): Promise<Record<FaqCategoryKey, FaqCategory>> {
    const needle = q.trim();
    return structuredClone(
      Object.fromEntries(
        FAQ_CATEGORY_KEYS.map((key) => {
          const category = this.faq[key];
          return [key, { ...category, qandA: category.qandA.filter((qa) => includesText(qa.question, needle)) }];
        }),
      ) as Record<FaqCategoryKey, FaqCategory>,
    );
  }
}
