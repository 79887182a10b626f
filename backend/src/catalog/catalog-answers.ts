import type { CategoryInfo } from './catalog.repository';
import type { CategoryDto, CategoryQuestionsDto } from './dto/catalog.dto';
import { CATEGORY_QUESTIONS } from './request-questions';

/**
 * The categories in their order, each with the number of listed providers having it. The fields are
 * named one by one: what only the server uses (providersTitle, for page heads) stays out of the API.
 */
export function categoriesWithCounts(categories: readonly CategoryInfo[], counts: Readonly<Record<string, number>>): CategoryDto[] {
  return categories.map(({ id, name, description, group, icon, priceRange }) => ({
    id,
    name,
    description,
    group,
    icon,
    priceRange,
    providerCount: counts[id] ?? 0,
  }));
}

/**
 * Cache-Control of the reference data. Locations change only with a deployment's migrations: an
 * hour in any cache. The categories carry live provider counts: stored but revalidated every time
 * (the ETag makes that a 304 without a body).
 */
export const LOCATIONS_CACHE_CONTROL = 'public, max-age=3600';
export const CATEGORIES_CACHE_CONTROL = 'public, no-cache';

/** The request form's questions change only with a deployment, like the locations. */
export const REQUEST_QUESTIONS_CACHE_CONTROL = LOCATIONS_CACHE_CONTROL;

let questionsAnswer: CategoryQuestionsDto | null = null;

/**
 * GET /api/catalog/request-questions: every category that asks questions, with them (fields named
 * one by one). One object for the process: its JSON and ETag are made once (withJsonETag).
 */
export function requestQuestionsAnswer(): CategoryQuestionsDto {
  questionsAnswer ??= {
    categories: CATEGORY_QUESTIONS.map(({ categoryId, questions }) => ({
      categoryId,
      questions: questions.map(({ key, label, kind, options, min, max, unit }) => ({
        key,
        label,
        kind,
        ...(options ? { options: options.map(({ value, label: text }) => ({ value, label: text })) } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(unit ? { unit } : {}),
      })),
    })),
  };
  return questionsAnswer;
}
