import { describe, expect, it } from 'vitest';
import { DAY_FORMS, DAY_GENITIVE_FORMS, GLOSSARY } from '../glossary';
import { MESSAGES } from '../availability/availabilityModel';
import { daysRemainingText } from '../subscriptionDisplay';
import { unreadText } from '../offerFormat';
import { countOf, endSentence, plural } from './text';
import { responseWithin } from './response';

describe('Czech plurals through Intl.PluralRules (issue 51, item 15)', () => {
  it('picks one / few / other, and the fraction form', () => {
    expect([0, 1, 2, 3, 4, 5, 11, 21, 22, 100].map((count) => countOf(count, DAY_FORMS))).toEqual([
      '0 dní', '1 den', '2 dny', '3 dny', '4 dny', '5 dní', '11 dní', '21 dní', '22 dní', '100 dní',
    ]);
    expect(plural(-2, DAY_FORMS)).toBe('dny');
    expect(plural(1.5, ['den', 'dny', 'dní', 'dne'])).toBe('dne');
    expect(plural(1.5, DAY_FORMS)).toBe('dní');
    expect(countOf(3, GLOSSARY.request.forms)).toBe('3 poptávky');
  });

  it("says 'pro 3 dny', not 'pro 3 dnů'", () => {
    expect(MESSAGES.bulkSaved(1)).toBe('Dostupnost byla nastavena pro 1 den');
    expect(MESSAGES.bulkSaved(3)).toBe('Dostupnost byla nastavena pro 3 dny');
    expect(MESSAGES.bulkSaved(10)).toBe('Dostupnost byla nastavena pro 10 dní');
  });

  it('declines the other counted texts', () => {
    expect([1, 3, 30].map(daysRemainingText)).toEqual(['Zbývá 1 den', 'Zbývají 3 dny', 'Zbývá 30 dní']);
    expect([1, 2, 5].map(unreadText)).toEqual(['1 nepřečtená zpráva', '2 nepřečtené zprávy', '5 nepřečtených zpráv']);
    expect(responseWithin(60 * 3)).toBe('do 3 hodin');
    expect(responseWithin(60 * 24)).toBe('do 1 dne');
    expect(responseWithin(60 * 24 * 3)).toBe(`do 3 ${DAY_GENITIVE_FORMS[1]}`);
  });

  it('ends a sentence after a business name once', () => {
    expect(endSentence('Vybrali jste nabídku dodavatele Foto s.r.o.')).toBe('Vybrali jste nabídku dodavatele Foto s.r.o.');
    expect(endSentence('Vybrali jste nabídku dodavatele Foto Jana')).toBe('Vybrali jste nabídku dodavatele Foto Jana.');
  });
});
