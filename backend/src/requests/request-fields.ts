import { budgetAmount, budgetBand } from '../common/text/budget-band';
import { CategoryVocabulary, matchCategories, requestTitle } from './category-matching';
import { ServiceRequest } from './entities/service-request.entity';

export interface RequestInput {
  coupleName: string;
  /** YYYY-MM-DD or null, already validated. */
  weddingDate: string | null;
  services: string[];
  description?: string;
  budget: string;
  location: string;
  contactEmail: string;
  phoneCountryCode?: string;
  contactPhone?: string;
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
  | 'contactEmail'
  | 'phoneCountryCode'
  | 'contactPhone'
  | 'status'
>;

/**
 * Everything a stored request derives from the couple's input: title, primary category, the
 * categories its text matches, the budget band and amount. Used by the API, the demo seed and the
 * volume seed alike, so every row is built by the same rules.
 */
export function buildRequestFields(input: RequestInput, vocabulary: CategoryVocabulary): RequestFields {
  const services = [...new Set(input.services.map((id) => id.trim()))];
  const description = input.description ?? '';
  const title = requestTitle(services, vocabulary.names, input.location);
  const phone = input.contactPhone ? input.contactPhone : null;
  return {
    coupleName: input.coupleName,
    weddingDate: input.weddingDate,
    services,
    primaryCategoryId: services[0],
    matchedCategories: matchCategories(`${title} ${description}`, services, vocabulary),
    title,
    description,
    budget: input.budget,
    budgetBand: budgetBand(input.budget),
    budgetAmount: budgetAmount(input.budget),
    location: input.location,
    contactEmail: input.contactEmail,
    phoneCountryCode: phone ? (input.phoneCountryCode ?? '+420') : null,
    contactPhone: phone,
    status: 'active',
  };
}
