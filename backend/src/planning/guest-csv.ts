import iconv from 'iconv-lite';
import Papa from 'papaparse';
import { foldText } from '../common/text/fold';
import { PARTY_SIZE_MAX } from './planning-rules';

/** A guest's answer: 'invited' (no answer yet), 'confirmed', 'declined'. */
export const GUEST_RSVPS = ['invited', 'confirmed', 'declined'] as const;
export type GuestRsvp = (typeof GUEST_RSVPS)[number];

/** The longest text of each field (the plan_guests columns). */
export const GUEST_FIELD_MAX = { name: 120, group: 80, contact: 200, dietary: 500, table: 40 } as const;

/** A guest as a CSV row gives it (and as the export writes it). */
export interface GuestFields {
  name: string;
  group: string | null;
  child: boolean;
  contact: string | null;
  dietary: string | null;
  table: string | null;
  rsvp: GuestRsvp;
  partySize: number;
}

export interface CsvRowError {
  /** The file's line (1 = the header row). */
  line: number;
  message: string;
}

export interface ParsedGuestCsv {
  rows: Array<{ line: number; guest: GuestFields }>;
  errors: CsvRowError[];
}

/** A file-level problem (no header with a name column, nothing in it): the whole file is refused. */
export class GuestCsvFileError extends Error {}

type Column = keyof GuestFields;

/**
 * Header names, folded (lower case, no diacritics, no brackets or punctuation), Czech and English:
 * what Excel users type and what our export writes.
 */
const HEADERS: Record<string, Column> = {
  jmeno: 'name', 'jmeno a prijmeni': 'name', 'prijmeni a jmeno': 'name', host: 'name', name: 'name', 'full name': 'name', guest: 'name',
  skupina: 'group', group: 'group',
  dite: 'child', 'dite ano ne': 'child', deti: 'child', child: 'child', kid: 'child', 'is child': 'child',
  kontakt: 'contact', contact: 'contact', email: 'contact', 'e mail': 'contact', telefon: 'contact', phone: 'contact',
  dieta: 'dietary', strava: 'dietary', 'dieta strava': 'dietary', dietary: 'dietary', diet: 'dietary', 'dietni omezeni': 'dietary',
  stul: 'table', table: 'table',
  rsvp: 'rsvp', odpoved: 'rsvp', 'rsvp odpoved': 'rsvp', stav: 'rsvp', status: 'rsvp', answer: 'rsvp',
  'pocet osob': 'partySize', osob: 'partySize', 'party size': 'partySize', people: 'partySize', persons: 'partySize',
};

const YES = new Set(['ano', 'a', 'yes', 'y', 'true', '1', 'x', 'dite']);
const NO = new Set(['', 'ne', 'n', 'no', 'false', '0', 'dospely', 'dospela']);

const RSVPS: Record<string, GuestRsvp> = {
  '': 'invited', pozvan: 'invited', pozvana: 'invited', pozvany: 'invited', pozvani: 'invited', invited: 'invited', ceka: 'invited',
  potvrdil: 'confirmed', potvrdila: 'confirmed', potvrdili: 'confirmed', potvrzeno: 'confirmed', prijde: 'confirmed', ano: 'confirmed',
  confirmed: 'confirmed', yes: 'confirmed',
  'omluvil se': 'declined', 'omluvila se': 'declined', 'omluvili se': 'declined', omluven: 'declined', omluvena: 'declined',
  neprijde: 'declined', ne: 'declined', declined: 'declined', no: 'declined',
};

/** What the export writes for each answer. */
export const RSVP_LABELS: Record<GuestRsvp, string> = { invited: 'pozván', confirmed: 'potvrdil', declined: 'omluvil se' };

const EXPORT_HEADER = ['Jméno', 'Skupina', 'Dítě', 'Kontakt', 'Strava', 'Stůl', 'RSVP', 'Počet osob'];

const COLUMN_LABELS: Record<Column, string> = {
  name: 'Jméno', group: 'Skupina', child: 'Dítě', contact: 'Kontakt', dietary: 'Strava', table: 'Stůl', rsvp: 'RSVP', partySize: 'Počet osob',
};

const foldHeader = (text: string) =>
  foldText(text)
    .replace(/[()[\]/\\_.,:;-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const foldValue = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const UTF16LE_BOM = Buffer.from([0xff, 0xfe]);

/**
 * The file's text: UTF-8 with or without a BOM, UTF-16 LE with its BOM (Excel's "Unicode text"), else
 * Windows-1250 (Excel's "CSV" on a Czech Windows), recognised by not being valid UTF-8.
 */
export function decodeCsv(buffer: Buffer): string {
  if (buffer.subarray(0, 3).equals(UTF8_BOM)) return buffer.subarray(3).toString('utf8');
  if (buffer.subarray(0, 2).equals(UTF16LE_BOM)) return iconv.decode(buffer.subarray(2), 'utf16le');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return iconv.decode(buffer, 'win1250');
  }
}

/**
 * Reads a guest list: the first non-empty row names the columns (Czech or English, any order; only
 * "Jméno" is required), each further row is a guest or an error with its line number and a Czech
 * reason. The separator is guessed (`;` from Excel CZ, `,`, or a tab).
 */
export function parseGuestCsv(buffer: Buffer): ParsedGuestCsv {
  const text = decodeCsv(buffer);
  // NUL never occurs in CSV text: a spreadsheet (.xlsx), UTF-16 without its BOM, or another binary file.
  if (text.includes('\u0000')) throw new GuestCsvFileError('binary');
  const records = Papa.parse<string[]>(text, { delimiter: guessDelimiter(text), skipEmptyLines: false }).data;
  let line = 1;
  let columns: Array<Column | null> | null = null;
  const rows: ParsedGuestCsv['rows'] = [];
  const errors: CsvRowError[] = [];
  for (const record of records) {
    const at = line;
    // A quoted value may span lines: the next record starts that many lines further.
    line += 1 + record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    if (record.every((value) => value.trim() === '')) continue;
    if (!columns) {
      columns = record.map((header) => HEADERS[foldHeader(header)] ?? null);
      if (!columns.includes('name')) throw new GuestCsvFileError('name');
      continue;
    }
    const result = readRow(record, columns);
    if (typeof result === 'string') errors.push({ line: at, message: result });
    else rows.push({ line: at, guest: result });
  }
  if (!columns) throw new GuestCsvFileError('empty');
  return { rows, errors };
}

/**
 * Papa's guess over the first rows, without the empty ones (which it would count as rows of one value,
 * so that a blank line made every separator look inconsistent); a one-column file falls back to ','.
 */
function guessDelimiter(text: string): string {
  const preview = Papa.parse<string[]>(text, { delimitersToGuess: [';', ',', '\t'], skipEmptyLines: 'greedy', preview: 20 });
  return preview.meta.delimiter || ',';
}

/** A row's guest, or the Czech reason it is not one. */
function readRow(record: string[], columns: Array<Column | null>): GuestFields | string {
  const raw: Partial<Record<Column, string>> = {};
  columns.forEach((column, index) => {
    // The first column of a kind wins (a file with two "Kontakt" columns keeps the first).
    if (column && raw[column] === undefined) raw[column] = unescapeFormula((record[index] ?? '').trim());
  });
  const problems: string[] = [];
  const text = (column: 'name' | 'group' | 'contact' | 'dietary' | 'table'): string | null => {
    const value = raw[column] ?? '';
    if (value.length > GUEST_FIELD_MAX[column]) problems.push(`${COLUMN_LABELS[column]} může mít nejvýše ${GUEST_FIELD_MAX[column]} znaků`);
    return value === '' ? null : value;
  };
  const name = text('name');
  if (name === null) problems.unshift('Chybí jméno');
  const group = text('group');
  const contact = text('contact');
  const dietary = text('dietary');
  const table = text('table');

  const childText = foldValue(raw.child ?? '');
  const child = YES.has(childText) ? true : NO.has(childText) ? false : null;
  if (child === null) problems.push(`Dítě: napište „ano“, nebo „ne“ (ne „${raw.child}“)`);

  const rsvp = RSVPS[foldValue(raw.rsvp ?? '')];
  if (!rsvp) problems.push(`RSVP: napište „pozván“, „potvrdil“, nebo „omluvil se“ (ne „${raw.rsvp}“)`);

  const sizeText = raw.partySize ?? '';
  const partySize = sizeText === '' ? 1 : /^\d{1,2}$/.test(sizeText) ? Number(sizeText) : NaN;
  if (!(partySize >= 1 && partySize <= PARTY_SIZE_MAX)) problems.push(`Počet osob musí být celé číslo od 1 do ${PARTY_SIZE_MAX}`);

  if (problems.length > 0) return `${problems.join('; ')}.`;
  return { name: name!, group, child: child!, contact, dietary, table, rsvp, partySize };
}

/** The export's guard against formulas (Papa's escapeFormulae: a leading '), undone on import so a round trip keeps the text. */
const unescapeFormula = (value: string) => (/^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value);

/**
 * The guest list for Excel CZ: UTF-8 with a BOM (so Excel reads the diacritics), `;` between values,
 * CRLF lines, the same columns the import reads. Values that would start a formula get a leading '.
 */
export function encodeGuestCsv(guests: GuestFields[]): Buffer {
  const rows = guests.map((guest) => [
    guest.name,
    guest.group ?? '',
    guest.child ? 'ano' : 'ne',
    guest.contact ?? '',
    guest.dietary ?? '',
    guest.table ?? '',
    RSVP_LABELS[guest.rsvp],
    String(guest.partySize),
  ]);
  const text = Papa.unparse({ fields: EXPORT_HEADER, data: rows }, { delimiter: ';', newline: '\r\n', escapeFormulae: true });
  return Buffer.concat([UTF8_BOM, Buffer.from(`${text}\r\n`, 'utf8')]);
}
