import { BackupFormatError, DOCUMENT_CLOSE_LINE, headerLine, parseHeader, parseLine, rowLine, TABLE_CLOSE_LINE, tableOpenLine } from './backup-format';
import { parentsFirst } from './backup-tables';

describe('backup file format', () => {
  const header = { format: 'svatby-backup' as const, version: 1, createdAt: '2026-11-21T10:00:00.000Z', migration: 'M1', tableNames: ['users', 'reviews'] };
  const document =
    headerLine(header) +
    tableOpenLine('users', 0) +
    rowLine('{"id":1,"note":"a\\nb"}', 0) +
    rowLine('{"id":2,"doc":{\n  "k": [1,\r\n 2]\n}}', 1) +
    TABLE_CLOSE_LINE +
    tableOpenLine('reviews', 1) +
    TABLE_CLOSE_LINE +
    DOCUMENT_CLOSE_LINE;

  it('is one valid JSON document', () => {
    expect(JSON.parse(document)).toEqual({
      ...header,
      tables: { users: [{ id: 1, note: 'a\nb' }, { id: 2, doc: { k: [1, 2] } }], reviews: [] },
    });
  });

  it('reads back line by line: header, tables, one row per line, the end', () => {
    const lines = document.split('\n');
    expect(parseHeader(lines[0])).toEqual(header);
    let inTable = false;
    const parsed = lines.slice(1, -1).map((line, index) => {
      const result = parseLine(line, inTable, index + 2);
      if (result.kind === 'table') inTable = true;
      if (result.kind === 'table-end') inTable = false;
      return result;
    });
    expect(parsed).toEqual([
      { kind: 'table', name: 'users' },
      { kind: 'row', json: '{"id":1,"note":"a\\nb"}' },
      { kind: 'row', json: '{"id":2,"doc":{   "k": [1,  2] }}' },
      { kind: 'table-end' },
      { kind: 'table', name: 'reviews' },
      { kind: 'table-end' },
      { kind: 'end' },
    ]);
  });

  it('refuses other documents and versions', () => {
    expect(() => parseHeader('{"hello":"world"}')).toThrow(BackupFormatError);
    expect(() => parseHeader(headerLine({ ...header, version: 2 }).trim())).toThrow('Unsupported backup version 2');
    expect(() => parseLine('"users":[', true, 3)).toThrow('Line 3: not a row');
    expect(() => parseLine('{"id":1}', false, 4)).toThrow('Line 4: expected a table or the end of the backup');
  });
});

describe('parentsFirst', () => {
  it('orders parents before children, alphabetically among equals, and survives a cycle', () => {
    const parents = new Map([
      ['reviews', new Set(['provider_profiles'])],
      ['provider_profiles', new Set(['users'])],
      ['users', new Set<string>()],
      ['locations', new Set<string>()],
      ['a', new Set(['b'])],
      ['b', new Set(['a'])],
    ]);
    expect(parentsFirst(['reviews', 'users', 'provider_profiles', 'locations'], parents)).toEqual(['locations', 'users', 'provider_profiles', 'reviews']);
    expect(parentsFirst(['b', 'a', 'users'], parents)).toEqual(['users', 'a', 'b']);
  });
});
