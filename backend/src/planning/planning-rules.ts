/** The wedding plan's limits and Czech answers (issue 46, plan-contract). Each part adds its keys; never rewrite the file. */

/** At most this many accounts share one plan (the couple). */
export const PLAN_MEMBERS_MAX = 2;
/** A partner invitation's link works this long. */
export const PARTNER_INVITATION_DAYS = 7;
/** Expected guests on the plan. */
export const EXPECTED_GUESTS_MAX = 2000;
/** Whole Kč, every amount of the plan. */
export const AMOUNT_MAX = 100_000_000;

/** Per client address (the shared PostgreSQL counters). */
export const PLAN_RATE_LIMITS = {
  invitePartner: { default: { limit: 10, ttl: 3_600_000 } },
  join: { default: { limit: 20, ttl: 3_600_000 } },
} as const;

export const PLAN_MESSAGES = {
  couplesOnly: 'Svatební plán je určen párům.',
  noPlan: 'Svatební plán zatím nemáte.',
  alreadyHasPlan: 'Už máte vlastní plán. Nejdřív ho opusťte.',
  planFull: 'Plán už sdílíte s partnerem. Více členů mít nemůže.',
  invitationInvalid: 'Pozvánka je neplatná nebo vypršela.',
  unknownLocation: 'Neznámé místo.',
} as const;

// ---- guests ("Hosté") and RSVP (H4) ----

/** Guests per plan. */
export const GUESTS_MAX = 2000;
/** A guest's party (the people the answer counts). */
export const PARTY_SIZE_MAX = 10;
/** A guest list's CSV file. */
export const GUEST_CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Without a wedding date a guest's RSVP link works this long. */
export const RSVP_LINK_DAYS_WITHOUT_DATE = 365;

/** The guest's public RSVP page, per client address. */
export const RSVP_RATE_LIMITS = {
  read: { default: { limit: 30, ttl: 60_000 } },
  answer: { default: { limit: 10, ttl: 60_000 } },
} as const;

export const GUEST_MESSAGES = {
  notFound: 'Host nenalezen.',
  listFull: 'Seznam může mít nejvýše 2 000 hostů.',
  rsvpLinkInvalid: 'Odkaz je neplatný nebo vypršel.',
  fileMissing: 'Vyberte soubor CSV se seznamem hostů.',
  fileTooLarge: 'Soubor může mít nejvýše 2 MB.',
  fileEmpty: 'Soubor je prázdný.',
  noNameColumn: 'V souboru chybí sloupec „Jméno“ (první řádek má nést názvy sloupců).',
  notText: 'Soubor není textové CSV. V Excelu ho uložte jako „CSV (oddělený středníkem)“.',
} as const;

// ---- tasks ("Úkoly", H2) ----

/** The couple's own tasks per plan (the list's tasks do not count). */
export const CUSTOM_TASKS_MAX = 300;
export const TASK_TITLE_MAX = 200;
export const TASK_NOTE_MAX = 1000;
/** The furthest a task may be timed before the wedding. */
export const TASK_MONTHS_BEFORE_MAX = 24;
/** The weekly digest lists open tasks due within this many days (and the overdue ones). */
export const DIGEST_DAYS_AHEAD = 14;

export const TASK_MESSAGES = {
  notFound: 'Úkol nenalezen.',
  listFull: `Vlastních úkolů můžete mít nejvýše ${CUSTOM_TASKS_MAX}.`,
  templateDelete: 'Úkol ze seznamu můžete jen skrýt.',
  templateTitle: 'Název úkolu ze seznamu nelze změnit.',
  templateDueDate: 'Úkolu ze seznamu nelze nastavit přesné datum, jen počet měsíců před svatbou.',
  notMember: 'Úkol můžete přidělit jen sobě nebo partnerovi.',
  titleRequired: 'Vyplňte název úkolu.',
  titleTooLong: `Název úkolu může mít nejvýše ${TASK_TITLE_MAX} znaků.`,
  noteTooLong: `Poznámka může mít nejvýše ${TASK_NOTE_MAX} znaků.`,
  dueDateFormat: 'Datum musí být skutečný den ve formátu RRRR-MM-DD.',
  monthsBefore: `Počet měsíců před svatbou musí být celé číslo 0–${TASK_MONTHS_BEFORE_MAX}.`,
  assignee: 'Neplatný člen plánu.',
  done: 'Hodnota „splněno“ musí být ano, nebo ne.',
  hidden: 'Hodnota „skryto“ musí být ano, nebo ne.',
} as const;

// ---- budget ("Rozpočet", H3) ----

/** Lines per plan (the categories and the couple's own items together). */
export const BUDGET_LINES_MAX = 200;
export const BUDGET_LINE_TITLE_MAX = 120;

export const BUDGET_MESSAGES = {
  notFound: 'Položka rozpočtu nenalezena.',
  listFull: `Rozpočet může mít nejvýše ${BUDGET_LINES_MAX} položek.`,
  categoryTaken: 'Tuto kategorii už v rozpočtu máte.',
  unknownCategory: 'Neznámá kategorie.',
  lineKind: 'Vyberte kategorii, nebo zadejte vlastní název položky (ne obojí).',
  categoryTitle: 'Položka kategorie se jmenuje podle kategorie.',
  totalMissing: 'Nejdřív zadejte celkový rozpočet svatby.',
} as const;
