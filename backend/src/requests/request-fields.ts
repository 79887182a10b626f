import type { PlaceIndex, RequestDetails } from '../catalog/catalog.api';
import { requestBudget } from './budget';
import { CategoryVocabulary, matchCategories, requestTitle } from './category-matching';
import { ServiceRequest } from './entities/service-request.entity';

export interface RequestInput {
  coupleName: string;
  /** YYYY-MM-DD or null, already validated. */
  weddingDate: string | null;
  services: string[];
  description?: string;
  /** A form choice ('100000', 'not-sure') or the couple's own words (requestBudget). */
  budget: string;
  /** A location slug or a place name (PlaceIndex). */
  location: string;
  contactEmail: string;
  phoneCountryCode?: string;
  contactPhone?: string;
  /** The answers to the categories' questions, already validated and typed (catalog readRequestDetails); none: {}. */
  details?: RequestDetails;
}

export type RequestFields = Pick<
  ServiceRequest,
  | 'coupleName'
  | 'weddingDate'
  | 'services'
  | 'primaryCategoryId'
  | 'matchedCategories'
  | 'title'
  | 'description'
  | 'budget'
  | 'budgetBand'
  | 'budgetAmount'
  | 'location'
  | 'locationId'
  | 'contactEmail'
  | 'phoneCountryCode'
  | 'contactPhone'
  | 'status'
  | 'details'
>;

/**
 * Everything a stored request derives from the couple's input: the typed budget (text, band,
 * amount) and place (name, location slug), title, primary category, the categories its text
 * matches. The one transform from the API's values to the stored ones, used by the API, the demo
 * seed and the volume seed alike, so every row is built by the same rules.
 */
export function buildRequestFields(input: RequestInput, vocabulary: CategoryVocabulary, places: PlaceIndex): RequestFields {
  const services = [...new Set(input.services.map((id) => id.trim()))];
  const description = input.description ?? '';
  const budget = requestBudget(input.budget);
  const place = places.resolve(input.location);
  const title = requestTitle(services, vocabulary.names, place.name);
  const phone = input.contactPhone ? input.contactPhone : null;
  return {
    coupleName: input.coupleName,
    weddingDate: input.weddingDate,
    services,
    primaryCategoryId: services[0],
    matchedCategories: matchCategories(`${title} ${description}`, services, vocabulary),
    title,
    description,
    budget: budget.text,
    budgetBand: budget.band,
    budgetAmount: budget.amount,
    location: place.name,
    locationId: place.id,
    contactEmail: input.contactEmail,
    phoneCountryCode: phone ? (input.phoneCountryCode ?? '+420') : null,
    contactPhone: phone,
    status: 'active',
    details: input.details ?? {},
  };
}
