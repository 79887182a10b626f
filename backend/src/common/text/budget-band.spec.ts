import { amountsInText, budgetAmount, budgetBand } from './budget-band';

describe('budgetBand', () => {
  it.each([
    // the form's options
    ['not-sure', 'nevim'],
    ['50000', 'do-50k'],
    ['100000', '50k-100k'],
    ['200000', '100k-200k'],
    ['500000', 'nad-200k'],
    ['1000000', 'nad-200k'],
    ['Do 50 000 Kč', 'do-50k'],
    ['50 000 – 100 000 Kč', '50k-100k'],
    ['100 000 – 200 000 Kč', '100k-200k'],
    ['200 000 – 500 000 Kč', 'nad-200k'],
    ['Nad 500 000 Kč', 'nad-200k'],
    // free text
    ['Ještě nevím', 'nevim'],
    ['Nevíme zatím', 'nevim'],
    ['dohodou', 'nevim'],
    ['Cena dle dohody, kolem 80 000', 'nevim'],
    ['Na vyžádání', 'nevim'],
    ['Individuálně', 'nevim'],
    ['kolem 30 tisíc', 'do-50k'],
    ['max. 45.000,- Kč', 'do-50k'],
    ['80k', '50k-100k'],
    ['120 000 Kč', '100k-200k'],
    ['150 tis.', '100k-200k'],
    ['1,5 mil', 'nad-200k'],
    ['přibližně 250 000 Kč', 'nad-200k'],
    ['luxusní svatba', 'nad-200k'],
    ['střední rozpočet', '50k-100k'],
    ['nízký rozpočet', 'do-50k'],
    ['', 'nevim'],
    ['nějak to zvládneme', 'nevim'],
  ])('%j → %s', (text, band) => {
    expect(budgetBand(text)).toBe(band);
  });

  it('reads grouped digits, decimals and units', () => {
    expect(amountsInText('od 20 000 do 1 200 000 Kč')).toEqual([20_000, 1_200_000]);
    expect(amountsInText('2,5 mil. nebo 300k')).toEqual([2_500_000, 300_000]);
    expect(budgetAmount('50 000 – 100 000 Kč')).toBe(100_000);
    expect(budgetAmount('Ještě nevím')).toBeNull();
  });
});
