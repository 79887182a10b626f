import { describe, expect, it } from 'vitest';
import {
  attachmentError,
  attachmentUrl,
  buildMessageForm,
  conversationSubject,
  formatDayHeading,
  formatFileSize,
  formatListTime,
  groupByDay,
  mergeMessagePages,
  offerStatusTag,
} from './conversationModel';
import { makeMessage } from '../../test/conversationsTestKit';

describe('conversation model', () => {
  it('checks attachments as the server does', () => {
    expect(attachmentError({ name: 'a.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(attachmentError({ name: 'a.webp', type: '', size: 1000 })).toBeNull();
    expect(attachmentError({ name: 'a.docx', type: 'application/msword', size: 1000 })).toBe('Přiložit lze jen PDF nebo obrázek JPG, PNG či WebP');
    expect(attachmentError({ name: 'a.jpg', type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('Příloha může mít nejvýše 10 MB');
  });

  it('builds the multipart body with the file names, without an empty body', () => {
    const form = buildMessageForm('  Dobrý den  ', [new File(['x'], 'pudorys.pdf', { type: 'application/pdf' })], 'tok');
    expect([...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : (value as File).name])).toEqual([
      ['body', 'Dobrý den'],
      ['token', 'tok'],
      ['files', 'pudorys.pdf'],
    ]);
    expect([...buildMessageForm('   ', [new File(['x'], 'a.png', { type: 'image/png' })]).keys()]).toEqual(['files']);
  });

  it('addresses attachments with the manage token', () => {
    expect(attachmentUrl(5, 3)).toBe('/api/conversations/5/attachments/3');
    expect(attachmentUrl(5, 3, 'a b')).toBe('/api/conversations/5/attachments/3?token=a%20b');
  });

  it('formats sizes and list times the Czech way', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(35_000)).toBe('34 kB');
    expect(formatFileSize(1_250_000)).toBe('1,2 MB');
    // Prague time (UTC+1 in March), whatever the process's zone.
    const now = new Date('2026-03-10T11:00:00Z');
    expect(formatListTime('2026-03-10T10:59:40Z', now)).toBe('právě teď');
    expect(formatListTime('2026-03-10T10:55:00Z', now)).toBe('před 5 min');
    expect(formatListTime('2026-03-10T07:05:00Z', now)).toBe('dnes 8:05');
    expect(formatListTime('2026-03-09T17:30:00Z', now)).toBe('včera 18:30');
    expect(formatListTime('2026-02-20T17:30:00Z', now)).toBe('20. 2. 2026');
  });

  it('names the subject and the offer state', () => {
    expect(conversationSubject({ request: null })).toBe('Dotaz z portfolia');
    expect(conversationSubject({ request: { id: 1, title: 'Fotograf' } })).toBe('Fotograf');
    expect(offerStatusTag('accepted')?.label).toBe('Vybráno');
    expect(offerStatusTag(null)).toBeNull();
  });

  it('merges thread pages once each, oldest first, and groups them by day', () => {
    // Days of Prague time: 23:30 UTC on 1 March is already 2 March in Prague.
    const a = makeMessage({ id: 1, createdAt: '2026-03-01T09:00:00Z' });
    const b = makeMessage({ id: 2, createdAt: '2026-03-01T22:59:00Z' });
    const c = makeMessage({ id: 3, createdAt: '2026-03-01T23:30:00Z' });
    const merged = mergeMessagePages([[a, b], undefined, [b, c]]);
    expect(merged.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(groupByDay(merged).map((group) => [group.day, group.messages.length])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 1],
    ]);
    expect(formatDayHeading('2026-03-02', new Date('2026-03-01T23:30:00Z'))).toBe('Dnes');
    expect(formatDayHeading('2026-03-01', new Date('2026-03-01T23:30:00Z'))).toBe('Včera');
    expect(formatDayHeading('2026-02-27', new Date('2026-03-01T23:30:00Z'))).toBe('pátek 27. 2. 2026');
  });
});
