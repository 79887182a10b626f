import { carriesContact, nameWords, PrivateDetails } from './private-details';

describe('carriesContact', () => {
  it('finds e-mails, also written out', () => {
    expect(carriesContact('pište na jana.novakova@example.cz')).toBe(true);
    expect(carriesContact('jana (at) seznam.cz')).toBe(true);
    expect(carriesContact('jana zavináč seznam.cz')).toBe(true);
  });

  it('finds phone numbers in the usual forms', () => {
    for (const phone of ['777 123 456', '777123456', '+420 777 123 456', '00420-777-123-456', '(+420) 777.123.456']) {
      expect([phone, carriesContact(`volejte ${phone}`)]).toEqual([phone, true]);
    }
  });

  it('finds links, web addresses and handles', () => {
    expect(carriesContact('viz https://evil.example/vyhra')).toBe(true);
    expect(carriesContact('www.svatba-jana.cz')).toBe(true);
    expect(carriesContact('svatba-jana.cz')).toBe(true);
    expect(carriesContact('Instagram @jana_a_petr')).toBe(true);
  });

  it('leaves dates, amounts and places alone', () => {
    for (const text of ['12. září 2026', '2026-09-12', '12. 9. 2026', '150 000 Kč', '100 000 – 200 000 Kč', 'Nad 500 000 Kč', '1 500 000 000 Kč', 'Zámek Loučeň', 'Praha 5']) {
      expect([text, carriesContact(text)]).toEqual([text, false]);
    }
  });
});

describe('PrivateDetails', () => {
  const couple = new PrivateDetails('Jana Nováková a Petr Svoboda');

  it('takes the names’ words without connectors, folded', () => {
    expect(nameWords('Jana Nováková a Petr Svoboda')).toEqual(['jana', 'novakova', 'petr', 'svoboda']);
    expect(nameWords('Jana & Petr Nováková-Svobodová')).toEqual(['jana', 'petr', 'novakova', 'svobodova']);
  });

  it('finds the names in any case, without diacritics and in their Czech forms', () => {
    for (const text of ['JANA', 'novakova', 'u Nováků', 'pro Petra', 'Petrovi', 'Svobodovi', 'Janu', 'svatba-petr']) {
      expect([text, couple.carries(text)]).toEqual([text, true]);
    }
    for (const text of ['Praha', 'Zámek Loučeň', 'léto 2027', 'Fotografie', 'Ještě nevím', 'petrklíče']) {
      expect([text, couple.carries(text)]).toEqual([text, false]);
    }
  });

  it('leaves out a value that gives something away', () => {
    expect(couple.publicOrNone('Zámek Loučeň')).toBe('Zámek Loučeň');
    expect(couple.publicOrNone('Zámek Loučeň, volejte 777 123 456')).toBeUndefined();
    expect(couple.publicOrNone('léto 2027 – Jana a Petr')).toBeUndefined();
    expect(couple.publicOrNone(undefined)).toBeUndefined();
  });

  it('drops the sentences of a draft that carry a name or a contact, keeping the paragraphs', () => {
    expect(
      couple.publicSentences(
        'Jsme Jana a Petr. Svatbu plánujeme na 12. září 2026. Ozvěte se na 777 123 456!\n\nHledáme fotografa. Pište na jana@example.cz.',
      ),
    ).toBe('Svatbu plánujeme na 12. září 2026.\n\nHledáme fotografa.');
    expect(couple.publicSentences('Jsme Jana a Petr.')).toBe('');
  });
});
