import { NotFoundError } from '../../common/errors.js';
import type { KbQuestionView } from './repository.js';
import type { KbArticle, KbSection } from './models.js';

/** How many sibling questions an article links to. */
const RELATED_LIMIT = 5;

export const categoryNotFound = (slug: string) => new NotFoundError(`Unknown knowledge base category '${slug}'`);
export const questionNotFound = (category: string, slug: string) => new NotFoundError(`Unknown question '${slug}' in category '${category}'`);

/** The article and the first other questions of its category's sections, in order. */
export function questionView(article: KbArticle, sections: readonly KbSection[]): KbQuestionView {
  const relatedQuestions = sections
    .flatMap((s) => s.questions)
    .filter((q) => q.id !== article.id)
    .slice(0, RELATED_LIMIT);
  return { ...article, relatedQuestions };
}
