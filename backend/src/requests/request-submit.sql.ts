/*
 * The statements of a request submission, as pure functions: RequestsService.create runs them in
 * one transaction (the e-mails they queue are composed in request-mails.ts).
 */
import { hasActiveSubscriptionSql } from '../subscriptions/subscription-access';
import type { RequestFields } from './request-fields';
import type { SqlQuery } from '../database/sql-query';

/** The stored request as the e-mails need it. */
export interface SubmittedRequest extends RequestFields {
  id: number;
}

/** One INSERT of the request's columns (RequestFields, the owner's account); answers its id. */
export function insertRequestQuery(fields: RequestFields, userId: number | null): SqlQuery {
  return {
    text: `INSERT INTO service_requests
             (couple_name, wedding_date, services, primary_category_id, matched_categories, title, description, budget,
              budget_band, budget_amount, location, contact_email, phone_country_code, contact_phone, status, user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
           RETURNING id`,
    values: [
      fields.coupleName,
      fields.weddingDate,
      fields.services,
      fields.primaryCategoryId,
      fields.matchedCategories,
      fields.title,
      fields.description,
      fields.budget,
      fields.budgetBand,
      fields.budgetAmount,
      fields.location,
      fields.contactEmail,
      fields.phoneCountryCode,
      fields.contactPhone,
      fields.status,
      userId,
    ],
  };
}

/**
 * The premium perk (DESIGN.md section 5): records, once per request and provider, every provider
 * with an active premium subscription whose categories overlap the request's matched categories
 * (never demo providers), and answers their addresses. listing_plan (kept by a trigger) only
 * narrows the candidates cheaply; the subscription rule decides.
 * A WITH … SELECT answers rows like a SELECT (a bare INSERT … RETURNING would not join the profile).
 */
export function notifyPremiumProvidersQuery(requestId: number): SqlQuery {
  return {
    text: `WITH notified AS (
         INSERT INTO request_provider_notifications (request_id, provider_id)
         SELECT r.id, p.id
           FROM service_requests r
           JOIN provider_profiles p ON p.categories && r.matched_categories
          WHERE r.id = $1 AND NOT p.is_demo AND p.listing_plan = 'premium' AND ${hasActiveSubscriptionSql('p', 'premium')}
         ON CONFLICT DO NOTHING
         RETURNING provider_id
       )
       SELECT p.email, p.company_name AS "companyName"
         FROM notified n JOIN provider_profiles p ON p.id = n.provider_id
        ORDER BY p.id`,
    values: [requestId],
  };
}
