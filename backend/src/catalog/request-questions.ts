/**
 * The request form's questions per category (issue 45, "complete requests"): what a provider needs
 * to quote, asked in the form's step 2 for the chosen categories, every one optional. Kept as data:
 * a question is defined once by its key (the key the answer is stored under in
 * `service_requests.details`) and categories list the keys they ask; two categories may ask the
 * same question (a venue and a decorator both ask for the number of guests), it is then asked and
 * shown once. Keys never change meaning: stored answers are read by them (a retired key is dropped
 * from this list and its old answers are no longer shown).
 *
 * The one definition of the answers' rules: `readRequestDetails` validates a form's answers against
 * the questions of the request's categories (the requests' create and the AI helper's draft), and
 * `requestDetailRows` turns stored answers into the rows people read (card, detail, AI draft).
 */

export const QUESTION_KINDS = ['number', 'boolean', 'choice', 'multi'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface QuestionOption {
  value: string;
  label: string;
}

export interface RequestQuestion {
  key: string;
  /** The Czech label of the form's field and of the answer's row ('Délka focení'). */
  label: string;
  kind: QuestionKind;
  /** choice and multi: the allowed values, in the order they are offered and shown. */
  options?: readonly QuestionOption[];
  /** number: whole numbers within min..max. */
  min?: number;
  max?: number;
  /** number: written after the value ('8 h'); none when the label names the unit ('Počet hostů'). */
  unit?: string;
}

/** A stored answer: a whole number, yes / no, one option's value or several options' values. */
export type RequestDetailValue = number | boolean | string | string[];
/** The answers of a request, by question key (`service_requests.details`). */
export type RequestDetails = Record<string, RequestDetailValue>;

/** An answer as people read it: the question's label and the value in Czech ('Ano', '8 h', 'Raut'). */
export interface RequestDetailRow {
  key: string;
  label: string;
  value: string;
}

const option = (value: string, label: string): QuestionOption => ({ value, label });
const hours = (key: string, label: string, max: number): RequestQuestion => ({ key, label, kind: 'number', min: 1, max, unit: 'h' });
const count = (key: string, label: string, min: number, max: number): RequestQuestion => ({ key, label, kind: 'number', min, max });
const yesNo = (key: string, label: string): RequestQuestion => ({ key, label, kind: 'boolean' });

/** Every question, by key. */
const QUESTIONS: readonly RequestQuestion[] = [
  // photography
  hours('photoHours', 'Délka focení', 16),
  yesNo('photoSecondShooter', 'Druhý fotograf'),
  yesNo('photoPrints', 'Tištěné fotografie nebo album'),
  // video
  hours('videoHours', 'Délka natáčení', 16),
  {
    key: 'videoOutputs',
    label: 'Co chcete dostat',
    kind: 'multi',
    options: [
      option('film', 'Svatební film'),
      option('clip', 'Krátký klip'),
      option('ceremony', 'Celý záznam obřadu'),
      option('drone', 'Záběry z dronu'),
    ],
  },
  // catering
  count('cateringAdults', 'Počet dospělých hostů', 1, 1000),
  count('cateringChildren', 'Počet dětí', 0, 300),
  {
    key: 'cateringMenu',
    label: 'Styl menu',
    kind: 'choice',
    options: [option('buffet', 'Raut'), option('served', 'Servírované menu'), option('grill', 'Grilování'), option('mixed', 'Kombinace')],
  },
  yesNo('cateringOwnDrinks', 'Vlastní nápoje'),
  // cake
  count('cakeServings', 'Počet porcí dortu', 10, 500),
  count('cakeTiers', 'Počet pater', 1, 7),
  yesNo('cakeTasting', 'Ochutnávka předem'),
  // music
  {
    key: 'musicPart',
    label: 'Kdy má hudba hrát',
    kind: 'choice',
    options: [option('ceremony', 'Obřad'), option('party', 'Večerní zábava'), option('both', 'Obřad i zábava')],
  },
  hours('musicHours', 'Délka hraní', 12),
  // dj
  hours('djHours', 'Délka hraní DJe', 12),
  yesNo('djLights', 'Světelná technika'),
  yesNo('djCeremonySound', 'Ozvučení obřadu'),
  // venue (and the decorator: the number of guests)
  count('guests', 'Počet hostů', 1, 1000),
  yesNo('venueAccommodation', 'Ubytování pro hosty'),
  {
    key: 'venueDateFlexibility',
    label: 'Flexibilita termínu',
    kind: 'choice',
    options: [
      option('fixed', 'Pevné datum'),
      option('weekdays', 'Může být i všední den'),
      option('flexible', 'Termín můžeme posunout'),
    ],
  },
  yesNo('venueCeremonyOnSite', 'Obřad na místě'),
  // flowers
  {
    key: 'flowersItems',
    label: 'Co z květin',
    kind: 'multi',
    options: [
      option('bouquet', 'Kytice nevěsty'),
      option('corsages', 'Korsáže'),
      option('ceremony', 'Výzdoba obřadu'),
      option('tables', 'Výzdoba stolů'),
      option('car', 'Výzdoba auta'),
    ],
  },
  yesNo('flowersInstallation', 'Dovoz a instalace na místě'),
  // decoration
  {
    key: 'decorationParts',
    label: 'Co vyzdobit',
    kind: 'multi',
    options: [option('ceremony', 'Místo obřadu'), option('hall', 'Sál a stoly'), option('outdoor', 'Venkovní prostory')],
  },
  yesNo('decorationRental', 'Zapůjčení dekorací'),
  // hair_makeup
  count('hairMakeupPeople', 'Počet osob k líčení a účesu', 1, 15),
  yesNo('hairMakeupTrial', 'Zkouška předem'),
  yesNo('hairMakeupOnSite', 'Příjezd na místo příprav'),
  // transport
  {
    key: 'transportVehicle',
    label: 'Typ vozu',
    kind: 'choice',
    options: [
      option('vintage', 'Veterán'),
      option('limousine', 'Limuzína'),
      option('modern', 'Moderní vůz'),
      option('bus', 'Autobus pro hosty'),
    ],
  },
  count('transportPassengers', 'Počet cestujících', 1, 100),
  // officiant
  {
    key: 'officiantCeremony',
    label: 'Druh obřadu',
    kind: 'choice',
    options: [option('civil', 'Občanský'), option('church', 'Církevní'), option('symbolic', 'Symbolický')],
  },
  {
    key: 'officiantLanguage',
    label: 'Jazyk obřadu',
    kind: 'choice',
    options: [option('cs', 'Čeština'), option('en', 'Angličtina'), option('both', 'Čeština i angličtina')],
  },
];

/** The categories that ask questions (catalogue ids, catalog/data/categories.data.ts) and their questions' keys, in order. */
const CATEGORY_QUESTION_KEYS: Readonly<Record<string, readonly string[]>> = {
  photography: ['photoHours', 'photoSecondShooter', 'photoPrints'],
  video: ['videoHours', 'videoOutputs'],
  catering: ['cateringAdults', 'cateringChildren', 'cateringMenu', 'cateringOwnDrinks'],
  cake: ['cakeServings', 'cakeTiers', 'cakeTasting'],
  music: ['musicPart', 'musicHours'],
  dj: ['djHours', 'djLights', 'djCeremonySound'],
  venue: ['guests', 'venueAccommodation', 'venueDateFlexibility', 'venueCeremonyOnSite'],
  flowers: ['flowersItems', 'flowersInstallation'],
  decoration: ['decorationParts', 'guests', 'decorationRental'],
  hair_makeup: ['hairMakeupPeople', 'hairMakeupTrial', 'hairMakeupOnSite'],
  transport: ['transportVehicle', 'transportPassengers'],
  officiant: ['officiantCeremony', 'officiantLanguage'],
};

const QUESTION_BY_KEY: ReadonlyMap<string, RequestQuestion> = new Map(QUESTIONS.map((question) => [question.key, question]));

/** Every category that asks questions, with its questions in order (GET /api/catalog/request-questions). */
export const CATEGORY_QUESTIONS: ReadonlyArray<{ categoryId: string; questions: readonly RequestQuestion[] }> = Object.entries(
  CATEGORY_QUESTION_KEYS,
).map(([categoryId, keys]) => ({ categoryId, questions: keys.map((key) => QUESTION_BY_KEY.get(key)!) }));

/** The questions of these categories, in the categories' order, each once. */
export function questionsFor(categoryIds: readonly string[]): RequestQuestion[] {
  const keys = new Set(categoryIds.flatMap((id) => (Object.hasOwn(CATEGORY_QUESTION_KEYS, id) ? CATEGORY_QUESTION_KEYS[id] : [])));
  return [...keys].map((key) => QUESTION_BY_KEY.get(key)!);
}

export interface DetailsFieldError {
  /** 'details.<key>' (or 'details' for the whole value), as the API's field errors name fields. */
  field: string;
  message: string;
}

export const DETAILS_MESSAGES = {
  notObject: 'Upřesňující odpovědi mají neplatný formát',
  tooMany: 'Upřesňujících odpovědí je víc, než je otázek',
  unknown: (key: string) => `Neznámá otázka „${key}“`,
  otherCategory: (label: string) => `Otázka „${label}“ nepatří k vybraným službám`,
  number: (question: RequestQuestion) => `„${question.label}“: zadejte celé číslo od ${question.min} do ${question.max}`,
  boolean: (question: RequestQuestion) => `„${question.label}“: odpovězte ano, nebo ne`,
  choice: (question: RequestQuestion) => `„${question.label}“: vyberte jednu z nabízených možností`,
  multi: (question: RequestQuestion) => `„${question.label}“: vyberte z nabízených možností`,
} as const;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An answer left empty (null, '', an empty list): not an answer, nothing is stored for it. */
const isUnanswered = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** The answer as stored (a multi's values deduplicated, in the options' order), or null when it breaks the question's rule. */
function readAnswer(question: RequestQuestion, value: unknown): RequestDetailValue | null {
  switch (question.kind) {
    case 'number':
      return typeof value === 'number' && Number.isInteger(value) && value >= question.min! && value <= question.max! ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'choice':
      return typeof value === 'string' && question.options!.some((item) => item.value === value) ? value : null;
    case 'multi': {
      if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return null;
      const chosen = new Set(value as string[]);
      const allowed = question.options!.filter((item) => chosen.has(item.value)).map((item) => item.value);
      return allowed.length === chosen.size ? allowed : null;
    }
  }
}

/**
 * A form's answers checked against the questions of the request's categories: each key must be a
 * question of one of them, each value fit its question (a whole number within the range, yes / no,
 * one of the options). Empty answers are left out. The typed answers to store, or every field's error.
 */
export function readRequestDetails(
  input: unknown,
  categoryIds: readonly string[],
): { details: RequestDetails; errors: DetailsFieldError[] } {
  if (input === undefined || input === null) return { details: {}, errors: [] };
  if (!isPlainObject(input)) return { details: {}, errors: [{ field: 'details', message: DETAILS_MESSAGES.notObject }] };
  // More keys than there are questions cannot be answers (and would make an endless list of errors).
  if (Object.keys(input).length > QUESTION_BY_KEY.size) return { details: {}, errors: [{ field: 'details', message: DETAILS_MESSAGES.tooMany }] };
  const asked = new Set(questionsFor(categoryIds).map((question) => question.key));
  const details: RequestDetails = {};
  const errors: DetailsFieldError[] = [];
  for (const [key, value] of Object.entries(input)) {
    const field = `details.${key}`;
    const question = QUESTION_BY_KEY.get(key);
    if (!question) {
      errors.push({ field, message: DETAILS_MESSAGES.unknown(key.slice(0, 64)) });
      continue;
    }
    if (!asked.has(key)) {
      errors.push({ field, message: DETAILS_MESSAGES.otherCategory(question.label) });
      continue;
    }
    if (isUnanswered(value)) continue;
    const answer = readAnswer(question, value);
    if (answer === null) errors.push({ field, message: DETAILS_MESSAGES[question.kind](question) });
    else details[key] = answer;
  }
  return { details, errors };
}

/** Stored answers kept to the questions these categories ask (the couple changed the services). */
export function keepAskedDetails(details: RequestDetails, categoryIds: readonly string[]): RequestDetails {
  const asked = new Set(questionsFor(categoryIds).map((question) => question.key));
  return Object.fromEntries(Object.entries(details).filter(([key]) => asked.has(key)));
}

/** One answer in Czech: 'Ano' / 'Ne', '8 h', an option's label, several labels joined; null when it no longer fits. */
function answerText(question: RequestQuestion, value: unknown): string | null {
  const answer = readAnswer(question, value);
  if (answer === null) return null;
  if (typeof answer === 'boolean') return answer ? 'Ano' : 'Ne';
  if (typeof answer === 'number') return question.unit ? `${answer} ${question.unit}` : String(answer);
  const labels = (Array.isArray(answer) ? answer : [answer]).map((value) => question.options!.find((item) => item.value === value)!.label);
  return labels.length ? labels.join(', ') : null;
}

/**
 * Stored answers as people read them, in the order of the request's categories and their questions;
 * answers of other categories, of retired questions or no longer fitting are left out. Old
 * requests (no answers) give [].
 */
export function requestDetailRows(details: unknown, categoryIds: readonly string[]): RequestDetailRow[] {
  if (!isPlainObject(details)) return [];
  return questionsFor(categoryIds).flatMap((question) => {
    if (!Object.hasOwn(details, question.key)) return [];
    const value = answerText(question, details[question.key]);
    return value === null ? [] : [{ key: question.key, label: question.label, value }];
  });
}
