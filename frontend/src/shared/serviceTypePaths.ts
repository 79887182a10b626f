/**
 * The service types that have a page of their own, /services/{serviceType} (spec, seed 000
 * section 2), each a category id. Kept apart from the page's module so that the home page can link
 * them without loading it.
 */
export const SERVICE_TYPES = ['photography', 'music', 'catering', 'wedding_planning', 'decoration', 'flowers'] as const;
import { href } from './paths';

export function hasServiceTypePage(categoryId: string): boolean {
  return (SERVICE_TYPES as readonly string[]).includes(categoryId);
}

export function serviceTypePath(categoryId: string): string {
  return href.serviceType(categoryId);
}
