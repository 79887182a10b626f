import {
  BackupFormatError,
  Base64Pieces,
  type BackupSection,
  DOCUMENT_CLOSE_LINE,
  fileLineEnd,
  fileLineStart,
  FILES_CLOSE_LINE,
  FILES_OPEN_LINE,
  headerLine,
  md5Hex,
  parseFile,
  parseHeader,
  parseLine,
  rowLine,
  TABLE_CLOSE_LINE,
  tableOpenLine,
} from './backup-format';
import { parentsFirst } from './backup-tables';

describe('backup file format', () => {
  const header = {
    format: 'svatby-backup' as const,
    version: 2,
    createdAt: '2026-11-21T10:00:00.000Z',
    migration: 'M1',
    tableNames: ['users', 'reviews'],
  };
  const image = Buffer.from('RIFF\u0000\u0001WEBPVP8 obrázek', 'utf8');
  const attachment = Buffer.from([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x0a, 0x0d]);
  /** A file line written as the backup service writes it: its bytes in pieces of uneven sizes. */
  const fileLine = (key: string, contentType: string, body: Buffer, index: number, pieces: number[]): string => {
    const base64 = new Base64Pieces();
    let text = fileLineStart(key, contentType, index);
    let at = 0;
    for (const size of pieces) {
      text += base64.push(body.subarray(at, at + size));
      at += size;
    }
    return text + base64.push(body.subarray(at)) + base64.end() + fileLineEnd(body.length, md5Hex(body));
  };
  const tables =
    tableOpenLine('users', 0) +
    rowLine('{"id":1,"note":"a\\nb"}', 0) +
    rowLine('{"id":2,"doc":{\n  "k": [1,\r\n 2]\n}}', 1) +
    TABLE_CLOSE_LINE +
    tableOpenLine('reviews', 1) +
    TABLE_CLOSE_LINE;
  const document =
    headerLine(header) +
    tables +
    FILES_OPEN_LINE +
    fileLine('uploads/portfolio/0123456789abcdef0123456789abcdef.webp', 'image/webp', image, 0, [1, 1, 4, 0, 5]) +
    fileLine('attachments/ab/ab23456789abcdef0123456789abcdef', 'application/pdf', attachment, 1, [2, 3]) +
    FILES_CLOSE_LINE;

  /** Reads a document's lines after the header as the restore does. */
  const readBack = (text: string, version: number) => {
    let section: BackupSection = 'tables';
    return text
      .split('\n')
      .slice(1, -1)
      .map((line, index) => {
        const result = parseLine(line, section, index + 2, version);
        if (result.kind === 'table') section = 'table';
        if (result.kind === 'table-end') section = 'tables';
        if (result.kind === 'files') section = 'files';
        return result;
      });
  };

  it('is one valid JSON document with the files after the tables', () => {
    expect(JSON.parse(document)).toEqual({
      ...header,
      tables: { users: [{ id: 1, note: 'a\nb' }, { id: 2, doc: { k: [1, 2] } }], reviews: [] },
      files: [
        {
          key: 'uploads/portfolio/0123456789abcdef0123456789abcdef.webp',
          contentType: 'image/webp',
          data: image.toString('base64'),
          size: image.length,
          md5: md5Hex(image),
        },
        {
          key: 'attachments/ab/ab23456789abcdef0123456789abcdef',
          contentType: 'application/pdf',
          data: attachment.toString('base64'),
          size: attachment.length,
          md5: md5Hex(attachment),
        },
      ],
    });
  });

  it('reads back line by line: header, tables, one row per line, one file per line, the end', () => {
    expect(parseHeader(document.split('\n')[0])).toEqual(header);
    const parsed = readBack(document, 2);
    expect(parsed.slice(0, 7)).toEqual([
      { kind: 'table', name: 'users' },
      { kind: 'row', json: '{"id":1,"note":"a\\nb"}' },
      { kind: 'row', json: '{"id":2,"doc":{   "k": [1,  2] }}' },
      { kind: 'table-end' },
      { kind: 'table', name: 'reviews' },
      { kind: 'table-end' },
      { kind: 'files' },
    ]);
    expect(parsed.slice(7).map((line) => line.kind)).toEqual(['file', 'file', 'end']);
    const files = parsed.slice(7, 9).map((line, index) => parseFile((line as { json: string }).json, 9 + index));
    expect(files).toEqual([
      { key: 'uploads/portfolio/0123456789abcdef0123456789abcdef.webp', contentType: 'image/webp', body: image, md5: md5Hex(image) },
      { key: 'attachments/ab/ab23456789abcdef0123456789abcdef', contentType: 'application/pdf', body: attachment, md5: md5Hex(attachment) },
    ]);
  });

  it('still reads a version 1 file: the tables, then "}}"', () => {
    const v1 = headerLine({ ...header, version: 1 }) + tables + DOCUMENT_CLOSE_LINE;
    expect(JSON.parse(v1)).toMatchObject({ version: 1, tables: { reviews: [] } });
    expect(parseHeader(v1.split('\n')[0]).version).toBe(1);
    expect(readBack(v1, 1).map((line) => line.kind)).toEqual(['table', 'row', 'row', 'table-end', 'table', 'table-end', 'end']);
    // Each version ends its own way.
    expect(() => readBack(v1, 2)).toThrow('expected a table or the end of the tables');
    expect(() => readBack(document, 1)).toThrow('expected a table or the end of the tables');
  });

  it('refuses other documents, versions, damaged files and keys outside the storage', () => {
    expect(() => parseHeader('{"hello":"world"}')).toThrow(BackupFormatError);
    expect(() => parseHeader(headerLine({ ...header, version: 3 }).trim())).toThrow('Unsupported backup version 3');
    expect(() => parseLine('"users":[', 'table', 3, 2)).toThrow('Line 3: not a row');
    expect(() => parseLine('{"id":1}', 'tables', 4, 2)).toThrow('Line 4: expected a table or the end of the tables');
    expect(() => parseLine('{"id":1}', 'files', 5, 2)).toThrow('Line 5: not a file');

    const good = fileLine('uploads/profile/0123456789abcdef0123456789abcdef.webp', 'image/webp', image, 0, []).trimEnd();
    expect(parseFile(good, 6).body).toEqual(image);
    const flipped = good.replace(/"data":"(.)/, (_, first: string) => `"data":"${first === 'A' ? 'B' : 'A'}`);
    expect(() => parseFile(flipped, 6)).toThrow('Line 6: file uploads/profile/0123456789abcdef0123456789abcdef.webp is damaged');
    expect(() => parseFile(good.replace(/"size":\d+/, '"size":1'), 6)).toThrow('is damaged');
    for (const key of ['../etc/passwd', 'uploads/../../etc/passwd', 'uploads/./x', '/uploads/x', 'other/x', 'uploads/', 'attachments/a//b']) {
      const line = good.replace('uploads/profile/0123456789abcdef0123456789abcdef.webp', key.replace(/"/g, ''));
      expect(() => parseFile(line, 7)).toThrow("Line 7: not a stored file's key");
    }
    expect(() => parseFile('{"key":"uploads/x.webp","contentType":"image/webp"}', 8)).toThrow('lacks its content type, data, size or MD5');
  });

  it('encodes a stream to the same base64 as its whole bytes, however it is cut', () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => (index * 37) % 256));
    for (const size of [1, 2, 3, 4, 7, 64, 999]) {
      const base64 = new Base64Pieces();
      let text = '';
      for (let at = 0; at < bytes.length; at += size) text += base64.push(bytes.subarray(at, at + size));
      expect(text + base64.end()).toBe(bytes.toString('base64'));
    }
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
