import { describe, expect, it } from 'vitest';
import {
  attachmentError,
  attachmentUrl,
  buildMessageForm,
  conversationSubject,
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
    const now = new Date(2026, 2, 10, 12, 0);
    expect(formatListTime(new Date(2026, 2, 10, 11, 59, 40).toISOString(), now)).toBe('právě teď');
    expect(formatListTime(new Date(2026, 2, 10, 11, 55).toISOString(), now)).toBe('před 5 min');
    expect(formatListTime(new Date(2026, 2, 10, 8, 5).toISOString(), now)).toBe('dnes 8:05');
    expect(formatListTime(new Date(2026, 2, 9, 18, 30).toISOString(), now)).toBe('včera 18:30');
    expect(formatListTime(new Date(2026, 1, 20, 18, 30).toISOString(), now)).toBe('20. 2. 2026');
  });

  it('names the subject and the offer state', () => {
    expect(conversationSubject({ request: null })).toBe('Dotaz z portfolia');
    expect(conversationSubject({ request: { id: 1, title: 'Fotograf' } })).toBe('Fotograf');
    expect(offerStatusTag('accepted')?.label).toBe('Vybráno');
    expect(offerStatusTag(null)).toBeNull();
  });

  it('merges thread pages once each, oldest first, and groups them by day', () => {
    const a = makeMessage({ id: 1, createdAt: new Date(2026, 2, 1, 10).toISOString() });
    const b = makeMessage({ id: 2, createdAt: new Date(2026, 2, 1, 11).toISOString() });
    const c = makeMessage({ id: 3, createdAt: new Date(2026, 2, 2, 9).toISOString() });
    const merged = mergeMessagePages([[a, b], undefined, [b, c]]);
    expect(merged.map((message) => message.id)).toEqual([1, 2, 3]);
    expect(groupByDay(merged).map((group) => [group.day, group.messages.length])).toEqual([
      ['2026-03-01', 2],
      ['2026-03-02', 1],
    ]);
  });
});
