import { FAQ_CATEGORY_KEYS, type FaqCategory, type FaqSeed } from '../../../seed/content/faq.js';
import { includesText } from '../../common/schemas.js';

/** The help page's FAQ: read-only, filtered by question text. */
export class FaqRepository {
  constructor(private readonly faq: FaqSeed) {}

  /** Every category, each holding only the Q&A whose question contains q (empty categories kept). */
  search(q = ''): Record<string, FaqCategory> {
    const needle = q.trim();
    return Object.fromEntries(
      FAQ_CATEGORY_KEYS.map((key) => {
        const category = this.faq[key];
        return [key, { ...category, qandA: category.qandA.filter((qa) => includesText(qa.question, needle)) }];
      }),
    );
  }
}
