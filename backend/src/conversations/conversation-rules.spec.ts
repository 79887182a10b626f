import { messagePreview, plainText } from './conversation-rules';
import { attachmentDisposition, attachmentFileName, sniffType } from './attachment-storage.service';

describe('plainText', () => {
  it.each([
    ['<b>Dobrý</b> den', 'Dobrý den'],
    ['a < b & c > d', 'a < b & c > d'],
    ['<script>alert(1)</script>Ahoj', 'Ahoj'],
    ['<p>první</p><p>druhý</p>', 'první\ndruhý'],
    ['řádek<br>další', 'řádek\ndalší'],
    ['  <img src=x onerror=alert(1)>  ', ''],
    ['&lt;b&gt; zůstane text', '<b> zůstane text'],
    ['a\r\n\r\n\r\n\r\nb', 'a\n\nb'],
    // Without '<' or '&' sanitize-html is skipped: the same text, '>' and quotes as typed.
    ['  Děkujeme, "ozveme" se > zítra.\u0000  ', 'Děkujeme, "ozveme" se > zítra.'],
  ])('%j → %j', (input, output) => {
    expect(plainText(input)).toBe(output);
  });
});

describe('messagePreview', () => {
  it('keeps one line of at most 140 characters', () => {
    expect(messagePreview('Dobrý den,\n\nposíláme')).toBe('Dobrý den, posíláme');
    const long = messagePreview('a'.repeat(300));
    expect(long).toHaveLength(140);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('attachments', () => {
  it('recognises the four types by their first bytes only', () => {
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('application/pdf');
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('image/png');
    expect(sniffType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffType(Buffer.from('MZ\x90\x00', 'latin1'))).toBeNull();
    expect(sniffType(Buffer.from('<html>%PDF-'))).toBeNull();
  });

  it('cleans the name and gives it the extension of the detected type', () => {
    expect(attachmentFileName('fotka.pdf', 'image/png')).toBe('fotka.png');
    expect(attachmentFileName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(attachmentFileName('C:\\Users\\jana\\Nabídka "final".pdf', 'application/pdf')).toBe('Nabídka final.pdf');
    expect(attachmentFileName(Buffer.from('Rozpočet.pdf', 'utf8').toString('latin1'), 'application/pdf')).toBe('Rozpočet.pdf');
    expect(attachmentFileName('.pdf', 'application/pdf')).toBe('priloha.pdf');
    expect(attachmentFileName(`${'x'.repeat(300)}.jpg`, 'image/jpeg')).toHaveLength(200);
  });

  it('offers the download with an ASCII fallback and the UTF-8 name', () => {
    expect(attachmentDisposition('Rozpočet svatby.pdf')).toBe(
      `attachment; filename="Rozpocet svatby.pdf"; filename*=UTF-8''Rozpo%C4%8Det%20svatby.pdf`,
    );
  });
});
