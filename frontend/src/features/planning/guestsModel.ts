import type { PlanGuestDto } from '../../api';

/*
 * The 'Hosté' tab's pure parts (issue 46): the answers' labels, the counted words, the guest form's values and the
 * import's limits. The list itself is paged, searched and filtered by the server.
 */

export type GuestRsvp = PlanGuestDto['rsvp'];

export const RSVP_LABELS: Record<GuestRsvp, string> = {
  invited: 'Pozván',
  confirmed: 'Potvrdil',
  declined: 'Omluvil se',
};

export const RSVP_ORDER: GuestRsvp[] = ['invited', 'confirmed', 'declined'];

export const GUEST_FORMS = ['host', 'hosté', 'hostů'] as const;
export const PERSON_FORMS = ['osoba', 'osoby', 'osob'] as const;
export const ROW_FORMS = ['řádek', 'řádky', 'řádků'] as const;

export const GUEST_PAGE_SIZE = 50;
export const GUEST_FIELD_MAX = { name: 120, group: 80, contact: 200, dietary: 500, table: 40 } as const;
export const PARTY_SIZE_MAX = 10;
/** The server refuses bigger files (413); checked before the upload too. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;

export const EXPORT_URL = '/api/plan/guests/export';

export interface GuestFormValues {
  name: string;
  group?: string;
  child: boolean;
  contact?: string;
  dietary?: string;
  table?: string;
  rsvp: GuestRsvp;
  partySize: number;
}

export function guestFormValues(guest: PlanGuestDto | null): GuestFormValues {
  if (!guest) return { name: '', group: '', child: false, contact: '', dietary: '', table: '', rsvp: 'invited', partySize: 1 };
  return {
    name: guest.name,
    group: guest.group ?? '',
    child: guest.child,
    contact: guest.contact ?? '',
    dietary: guest.dietary ?? '',
    table: guest.table ?? '',
    rsvp: guest.rsvp,
    partySize: guest.partySize,
  };
}

const textOrNull = (value: string | undefined) => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** The body of createPlanGuest / updatePlanGuest: empty texts as null (they clear the field). */
export function guestBody(values: GuestFormValues) {
  return {
    name: values.name.trim(),
    group: textOrNull(values.group),
    child: values.child,
    contact: textOrNull(values.contact),
    dietary: textOrNull(values.dietary),
    table: textOrNull(values.table),
    rsvp: values.rsvp,
    partySize: values.partySize,
  };
}

/** What a file is refused for before it is sent; null when it may go. */
export function importFileProblem(file: { name: string; size: number }): string | null {
  if (file.size > IMPORT_MAX_BYTES) return 'Soubor je větší než 2 MB.';
  if (!/\.(csv|txt)$/i.test(file.name)) return 'Nahrajte soubor CSV (uložený z Excelu jako „CSV (oddělený středníkem)“).';
  return null;
}
