import dayjs from 'dayjs';
import type { RenderedMail } from '../mail/mail.types';
import { newMatchingRequestMail } from '../mail/templates/new-matching-request.template';
import { requestConfirmationMail } from '../mail/templates/request-confirmation.template';
import type { CategoryVocabulary } from './category-matching';
import type { RequestFields } from './request-fields';

/** The stored request as the e-mails need it. */
export interface SubmittedRequest extends RequestFields {
  id: number;
}

/*
 * The e-mails a request submission queues (the couple's confirmation, the premium providers'
 * notices), composed from the stored request and the category names.
 */

/** The wedding date as e-mails write it. */
export const weddingDateText = (weddingDate: string | null): string =>
  weddingDate ? dayjs(weddingDate).format('D. M. YYYY') : 'zatím nevybráno';

export const requestPageUrl = (appUrl: string, id: number): string => `${appUrl}/poptavky?requestId=${id}`;

/** The couple's confirmation. */
export function confirmationMail(request: SubmittedRequest, vocabulary: CategoryVocabulary, appUrl: string): RenderedMail {
  return requestConfirmationMail({
    coupleName: request.coupleName,
    title: request.title,
    weddingDateText: weddingDateText(request.weddingDate),
    location: request.location,
    budget: request.budget,
    serviceNames: request.services.map((id) => vocabulary.names.get(id) ?? id),
    requestUrl: requestPageUrl(appUrl, request.id),
  });
}

/** A premium provider's notice of the new request (no contact details of the couple). */
export function matchingRequestMail(
  providerName: string,
  request: SubmittedRequest,
  vocabulary: CategoryVocabulary,
  appUrl: string,
): RenderedMail {
  return newMatchingRequestMail({
    providerName,
    title: request.title,
    categoryName: vocabulary.names.get(request.primaryCategoryId) ?? request.primaryCategoryId,
    weddingDateText: weddingDateText(request.weddingDate),
    location: request.location,
    budget: request.budget,
    requestUrl: requestPageUrl(appUrl, request.id),
  });
}
