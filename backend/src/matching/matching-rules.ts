/** Matching's limits and Czech answers (issue 45, contract-45). */

/** A couple keeps at most this many providers in the shortlist. */
export const SHORTLIST_MAX = 200;
/** At most this many couple invitations per request, in total. */
export const INVITATIONS_PER_REQUEST_MAX = 5;
/** At most this many couple invitations per account in 24 hours. */
export const INVITATIONS_PER_DAY_MAX = 20;
/** The follow-up runs this long after the request's confirmation. */
export const FOLLOWUP_AFTER_HOURS = 48;
/** It runs for requests with fewer offers than this. */
export const FOLLOWUP_OFFERS_BELOW = 2;
/** It invites at most this many providers. */
export const FOLLOWUP_INVITES_MAX = 5;
/** Requests handled in one run of the job (the rest wait for the next run, 30 minutes on). */
export const FOLLOWUP_BATCH = 200;

/** Per client address (the shared PostgreSQL counters): the couple's writes. */
export const MATCHING_RATE_LIMITS = {
  shortlist: { default: { limit: 120, ttl: 60_000 } },
  invite: { default: { limit: 30, ttl: 900_000 } },
} as const;

export const MATCHING_MESSAGES = {
  couplesOnly: 'Výběr dodavatelů je pro páry.',
  shortlistFull: `Do výběru můžete uložit nejvýše ${SHORTLIST_MAX} dodavatelů.`,
  requestNotActive: 'Pozvat dodavatele lze jen k aktivní poptávce.',
  perRequest: `K jedné poptávce můžete pozvat nejvýše ${INVITATIONS_PER_REQUEST_MAX} dodavatelů.`,
  perDay: `Dnes už jste pozvali ${INVITATIONS_PER_DAY_MAX} dodavatelů. Zkuste to zítra.`,
  notListed: (ids: number[]) => `Tyto dodavatele nelze pozvat: ${ids.join(', ')}`,
  ownProfile: 'Sami sebe pozvat nemůžete.',
} as const;

/** "Oslovili jsme dalších 5 dodavatelů" with the Czech plural ("dalšího dodavatele", "další 3 dodavatele"). */
export function followupText(count: number): string {
  if (count === 1) return 'Oslovili jsme dalšího dodavatele';
  if (count >= 2 && count <= 4) return `Oslovili jsme další ${count} dodavatele`;
  return `Oslovili jsme dalších ${count} dodavatelů`;
}
