import { formatNumber, plural } from '../../shared/format';

/** The location id of the whole country ('Celá ČR'), as the API's service areas name it. */
const WHOLE_COUNTRY = 'cela-cr';

/**
 * What "relevant" means for the provider (issue 51, item 3; the server's rule: RequestsService.list
 * with filtered=true): its categories and its areas. One line under the relevant requests saying
 * which places they come from.
 */
export function relevanceAreasText(profile: { serviceAreas: string[]; location: string }): string {
  if (profile.serviceAreas.includes(WHOLE_COUNTRY)) return 'Působíte v celé ČR: zobrazujeme poptávky ze všech míst.';
  if (profile.serviceAreas.length === 0) {
    return 'Nemáte vyplněné oblasti působnosti: zobrazujeme jen poptávky pro celou ČR. Oblasti doplníte v nastavení profilu.';
  }
  return `Zobrazujeme poptávky z vašich oblastí: ${profile.location} (i z měst a krajů, které k nim patří) a poptávky pro celou ČR.`;
}

const REQUEST_FORMS = ['poptávka', 'poptávky', 'poptávek'] as const;

/** '4 poptávky ve vašich kategoriích a oblastech': the count of the relevant list, saying what it counts. */
export function relevantCountText(total: number): string {
  return `${formatNumber(total)} ${plural(total, REQUEST_FORMS)} ve vašich kategoriích a oblastech`;
}
