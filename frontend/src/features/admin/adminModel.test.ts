import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_SORT,
  OPEN_MESSAGE_REPORTS_ARG,
  readMessageReportFilters,
  toMessageReportsArg,
  PROVIDER_COLUMN_SORTS,
  REQUEST_COLUMN_SORTS,
  columnSortOrder,
  readProviderFilters,
  readRequestFilters,
  readTab,
  sortFromColumn,
  toProvidersArg,
  toRequestsArg,
  withTab,
} from './adminParams';
import { fileNameFromDisposition } from '../../shared/fileDownload';
import { DEFAULT_BACKUP_FILE_NAME } from './backup';
import { formatCompactCzk } from '../../shared/format';
import { formatDuration, formatShare, monthLongLabel, overviewView, weekAxisLabel } from './overviewModel';
import { tabLabel } from './AdminPanel';
import { experienceText, priceRangeText, providerPhone } from './ProvidersTab';
import { requestRowClass } from './RequestsTab';
import { makeRequest, overview } from '../../test/adminTestKit';

/** A list call's query string as RTK Query's fetchBaseQuery builds it: the defined params, in order. */
const queryString = (arg: object) =>
  new URLSearchParams(Object.entries(arg).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]]))).toString();

describe("the panel's first calls", () => {
  it('asks the lists with the default filters as the server preloads them with the page (backend sessionPreloads)', () => {
    const none = new URLSearchParams();
    expect(queryString(toRequestsArg(readRequestFilters(none)))).toBe('page=1&pageSize=20&sort=newest');
    expect(queryString(toProvidersArg(readProviderFilters(none)))).toBe('page=1&pageSize=20&sort=newest');
    expect(queryString(OPEN_MESSAGE_REPORTS_ARG)).toBe('page=1&pageSize=1&status=open');
  });
});

/** Testing Library-free checks of the pure admin rules. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('backup file name (Content-Disposition)', () => {
  it.each([
    ['attachment; filename="svatby-backup-2026-09-12.json"', 'svatby-backup-2026-09-12.json'],
    ['attachment; filename=svatby.json', 'svatby.json'],
    ["attachment; filename*=UTF-8''z%C3%A1loha%202026.json", 'záloha 2026.json'],
    ['attachment; filename="fallback.json"; filename*=UTF-8\'\'preferred.json', 'preferred.json'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment', DEFAULT_BACKUP_FILE_NAME],
    ['attachment; filename=""', DEFAULT_BACKUP_FILE_NAME],
    [null, DEFAULT_BACKUP_FILE_NAME],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header, DEFAULT_BACKUP_FILE_NAME)).toBe(name);
  });

  it('defaults to svatby-backup.json', () => {
    expect(DEFAULT_BACKUP_FILE_NAME).toBe('svatby-backup.json');
  });
});

describe('admin URL state', () => {
  it('reads the requests filters and builds the list call', () => {
    const filters = readRequestFilters(new URLSearchParams('hledat=%20Nov%C3%A1k%20&stav=no_interest&oznacene=1&razeni=couple-name&strana=3'));
    expect(filters).toEqual({ search: 'Novák', status: 'no_interest', marked: true, olderThanMonth: false, sort: 'couple-name', page: 3 });
    expect(toRequestsArg(filters)).toEqual({
      page: 3,
      pageSize: 20,
      search: 'Novák',
      status: 'no_interest',
      marked: true,
      olderThanMonth: undefined,
      sort: 'couple-name',
    });
  });

  it('ignores unknown values', () => {
    const filters = readRequestFilters(new URLSearchParams('stav=smazano&oznacene=ano&razeni=budget&strana=-2'));
    expect(filters).toEqual({ search: '', status: undefined, marked: false, olderThanMonth: false, sort: 'newest', page: 1 });
    expect(readProviderFilters(new URLSearchParams('predplatne=gold&razeni-dodavatelu=x'))).toMatchObject({
      subscription: undefined,
      sort: 'newest',
    });
  });

  it('reads the providers filters', () => {
    const filters = readProviderFilters(
      new URLSearchParams('hledat-dodavatele=studio&predplatne=premium&kategorie=music&razeni-dodavatelu=company-name&strana-dodavatelu=2'),
    );
    expect(toProvidersArg(filters)).toEqual({
      page: 2,
      pageSize: 20,
      search: 'studio',
      subscription: 'premium',
      category: 'music',
      sort: 'company-name',
    });
  });

  it('switches tabs without touching the filters', () => {
    const params = new URLSearchParams('hledat=jana&strana=2');
    const providers = withTab(params, 'providers');
    expect(providers.toString()).toBe('hledat=jana&strana=2&zalozka=dodavatele');
    expect(readTab(providers)).toBe('providers');
    expect(withTab(providers, 'requests').toString()).toBe('hledat=jana&strana=2');
    expect(readTab(new URLSearchParams())).toBe('requests');
    expect(withTab(new URLSearchParams(), 'messages').toString()).toBe('zalozka=zpravy');
    expect(readTab(new URLSearchParams('zalozka=zpravy'))).toBe('messages');
  });

  it('reads the messages filters: open reports unless resolved ones are asked for', () => {
    expect(readMessageReportFilters(new URLSearchParams())).toEqual({ status: 'open', page: 1 });
    expect(readMessageReportFilters(new URLSearchParams('stav-zprav=nesmysl&strana-zprav=0'))).toEqual({ status: 'open', page: 1 });
    const resolved = readMessageReportFilters(new URLSearchParams('stav-zprav=resolved&strana-zprav=2'));
    expect(toMessageReportsArg(resolved)).toEqual({ page: 2, pageSize: 20, status: 'resolved' });
  });

  it('maps the server sorts onto the column headers', () => {
    expect(columnSortOrder(REQUEST_COLUMN_SORTS, 'createdAt', 'newest')).toBe('descend');
    expect(columnSortOrder(REQUEST_COLUMN_SORTS, 'createdAt', 'oldest')).toBe('ascend');
    expect(columnSortOrder(REQUEST_COLUMN_SORTS, 'coupleName', 'newest')).toBeNull();
    expect(sortFromColumn(REQUEST_COLUMN_SORTS, 'weddingDate', 'ascend', DEFAULT_REQUEST_SORT)).toBe('wedding-date');
    expect(sortFromColumn(REQUEST_COLUMN_SORTS, 'weddingDate', null, DEFAULT_REQUEST_SORT)).toBe('newest');
    expect(sortFromColumn(PROVIDER_COLUMN_SORTS, 'companyName', 'ascend', 'newest')).toBe('company-name');
    expect(sortFromColumn(PROVIDER_COLUMN_SORTS, 'email', 'ascend', 'newest')).toBe('newest');
  });
});

describe('admin displays', () => {
  it('tints rows: red for marked (wins), orange for older than a month', () => {
    expect(requestRowClass(makeRequest())).toBe('admin-row');
    expect(requestRowClass(makeRequest({ olderThanMonth: true }))).toBe('admin-row admin-row--old');
    expect(requestRowClass(makeRequest({ olderThanMonth: true, markedForDeletion: true }))).toBe('admin-row admin-row--marked');
  });

  it('formats the provider facts', () => {
    expect(experienceText(8)).toBe('Zkušenosti: 8 let');
    expect(experienceText(1)).toBe('Zkušenosti: 1 rok');
    expect(experienceText(3)).toBe('Zkušenosti: 3 roky');
    expect(experienceText(null)).toBe('Zkušenosti: neuvedeno');
    expect(plain(priceRangeText(15000, 40000))).toBe('od 15 000 Kč - do 40 000 Kč');
    expect(plain(priceRangeText(null, 40000))).toBe('do 40 000 Kč');
    expect(priceRangeText(null, null)).toBe('Neuvedeno');
    expect(providerPhone({ phonePrefix: '+420', phone: '777 123 456' })).toBe('+420 777 123 456');
    expect(providerPhone({ phonePrefix: '+420', phone: null })).toBeNull();
    expect(tabLabel('Poptávky', 12)).toBe('Poptávky (12)');
    expect(tabLabel('Dodavatelé', undefined)).toBe('Dodavatelé');
  });

  it('formats the overview in Czech', () => {
    expect(weekAxisLabel('2026-09-07')).toBe('7. 9.');
    expect(monthLongLabel('2026-03')).toBe('březen 2026');
    expect(plain(formatCompactCzk(12000))).toBe('12 tis.');
    const view = overviewView(overview);
    expect(view.plans.map((plan) => plan.label)).toEqual(['Basic', 'Premium']);
    expect(plain(view.months[1].formatted)).toBe('12 500 Kč');
    expect(view.summaries.plans).toBe('Basic: 3, Premium: 1');
    expect(plain(view.summaries.months)).toBe('Za poslední 2 měsíce celkem 15 300 Kč.');
    expect(view.offerWeeks.map((week) => week.count)).toEqual([4, 7]);
    expect(view.summaries.offerWeeks).toBe('Za poslední 2 týdny celkem 11.');
    expect(plain(view.figures.requestsWithOffer)).toBe('80 %');
    expect(view.figures.medianFirstResponse).toBe('2 h 15 min');
  });

  it('shows the offer figures as percentages and Czech durations, or a dash', () => {
    expect(plain(formatShare(0))).toBe('0 %');
    expect(plain(formatShare(0.456))).toBe('46 %');
    expect(plain(formatShare(1))).toBe('100 %');
    expect(formatShare(null)).toBe('—');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0.4)).toBe('méně než 1 min');
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(59.7)).toBe('1 h');
    expect(formatDuration(180)).toBe('3 h');
    expect(formatDuration(135)).toBe('2 h 15 min');
    expect(formatDuration(28 * 60)).toBe('1 den 4 h');
    expect(formatDuration(3 * 24 * 60)).toBe('3 dny');
    expect(formatDuration(5 * 24 * 60 + 20)).toBe('5 dní');
    const empty = overviewView({ ...overview, offersPerWeek: [], requestsWithOfferShare: 0, medianFirstResponseMinutes: null });
    expect(empty.figures.medianFirstResponse).toBe('—');
    expect(empty.summaries.offerWeeks).toBe('Zatím žádné nabídky.');
  });
});
