import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { type RenderedMail, newMatchingRequestMail, requestConfirmLinkMail, requestConfirmationMail, requestStillSearchingMail } from '../mail/mail.api';
import { budgetCatalogueLabel } from './budget';
import { requestTitle } from './category-matching';
import { CONFIRM_LINK_VALID_HOURS, DATELESS_TERM_DAYS } from './request-lifecycle';
import type { RequestFields } from './request-fields';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The stored request as the e-mails need it. */
export interface SubmittedRequest extends RequestFields {
  id: number;
  isDemo?: boolean;
  /** When a listed request ends (the reminder's read). */
  expiresAt?: Date;
}

/*
 * The e-mails of a request's lifecycle (the couple's confirmation link, the notice that it is
 * published, the premium providers' notices), composed from the stored request and the category names.
 */

/** The wedding date as e-mails write it. */
export const weddingDateText = (weddingDate: string | null): string =>
  weddingDate ? dayjs(weddingDate).format('D. M. YYYY') : 'zatím nevybráno';

export const requestPageUrl = (appUrl: string, id: number): string => `${appUrl}/poptavky?requestId=${id}`;

/** The frontend pages a confirmation mail's links open (they act by POST: a mail scanner's GET changes nothing). */
export const confirmPageUrl = (appUrl: string, token: string): string => `${appUrl}/poptavka/potvrdit?token=${token}`;
export const notMePageUrl = (appUrl: string, token: string): string => `${appUrl}/poptavka/odmitnout?token=${token}`;
export const managePageUrl = (appUrl: string, token: string): string => `${appUrl}/poptavka/sprava?token=${token}`;

/** The double opt-in to the contact e-mail: catalogue names, the date and a catalogue place only. */
export function confirmLinkMail(request: SubmittedRequest, names: ReadonlyMap<string, string>, appUrl: string, token: string): RenderedMail {
  return requestConfirmLinkMail({
    serviceNames: request.services.map((id) => names.get(id) ?? id),
    weddingDateText: weddingDateText(request.weddingDate),
    placeName: request.locationId ? request.location : null,
    confirmUrl: confirmPageUrl(appUrl, token),
    notMeUrl: notMePageUrl(appUrl, token),
    validHours: CONFIRM_LINK_VALID_HOURS,
  });
}

/** The couple's notice that the (confirmed) request is published. */
export function confirmationMail(
  request: SubmittedRequest,
  names: ReadonlyMap<string, string>,
  appUrl: string,
  manageToken: string,
): RenderedMail {
  return requestConfirmationMail({
    coupleName: request.coupleName,
    title: request.title,
    weddingDateText: weddingDateText(request.weddingDate),
    location: request.location,
    budget: request.budget,
    serviceNames: request.services.map((id) => names.get(id) ?? id),
    requestUrl: requestPageUrl(appUrl, request.id),
    manageUrl: managePageUrl(appUrl, manageToken),
  });
}

/** "Ještě hledáte?" before a listed request ends; a dateless one can be extended from it. */
export function stillSearchingMail(request: SubmittedRequest & { expiresAt: Date }, appUrl: string, manageToken: string): RenderedMail {
  const manageUrl = managePageUrl(appUrl, manageToken);
  return requestStillSearchingMail({
    coupleName: request.coupleName,
    title: request.title,
    // The last listed day, in Prague: the end is midnight after it.
    endDateText: dayjs(request.expiresAt).tz('Europe/Prague').subtract(1, 'minute').format('D. M. YYYY'),
    manageUrl,
    extendUrl: request.weddingDate ? null : `${manageUrl}&prodlouzit=1`,
    termDays: DATELESS_TERM_DAYS,
  });
}

/**
 * A premium provider's notice of the new request: catalogue values only (issue 43, item 10). The
 * place is the catalogue location's name looked up by its slug (none when the couple typed another
 * place), the budget its form choice's or band's label, the title rebuilt from those: the stored
 * title, location and budget may hold the couple's own words. No contact details of the couple.
 */
export function matchingRequestMail(
  providerName: string,
  request: SubmittedRequest,
  names: ReadonlyMap<string, string>,
  locationNames: ReadonlyMap<string, string>,
  appUrl: string,
): RenderedMail {
  const placeName = (request.locationId && locationNames.get(request.locationId)) || null;
  return newMatchingRequestMail({
    providerName,
    title: requestTitle(request.services, names, placeName),
    categoryName: names.get(request.primaryCategoryId) ?? request.primaryCategoryId,
    weddingDateText: weddingDateText(request.weddingDate),
    placeName,
    budgetLabel: budgetCatalogueLabel({ text: request.budget, band: request.budgetBand }),
    requestUrl: requestPageUrl(appUrl, request.id),
  });
}
