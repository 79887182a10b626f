import {
  amountsInText,
  bandOfAmount,
  BUDGET_BAND_RANGES,
  BUDGET_BANDS,
  BUDGET_CHOICES,
  budgetAmount,
  budgetBand,
  budgetCatalogueLabel,
  requestBudget,
} from './budget';

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

describe('requestBudget', () => {
  it.each([
    ['not-sure', { text: 'Ještě nevím', band: 'nevim', amount: null }],
    ['50000', { text: 'Do 50 000 Kč', band: 'do-50k', amount: 50_000 }],
    ['100000', { text: '50 000 – 100 000 Kč', band: '50k-100k', amount: 100_000 }],
    ['200000', { text: '100 000 – 200 000 Kč', band: '100k-200k', amount: 200_000 }],
    ['500000', { text: '200 000 – 500 000 Kč', band: 'nad-200k', amount: 500_000 }],
    ['1000000', { text: 'Nad 500 000 Kč', band: 'nad-200k', amount: 500_000 }],
  ])("stores the form's choice %s as its label, band and amount", (choice, expected) => {
    expect(requestBudget(choice)).toEqual(expected);
  });

  it("stores the couple's own words as written, with the band and amount they name", () => {
    expect(requestBudget('kolem 80 tisíc')).toEqual({ text: 'kolem 80 tisíc', band: '50k-100k', amount: 80_000 });
    expect(requestBudget('50 000 – 100 000 Kč')).toEqual({ text: '50 000 – 100 000 Kč', band: '50k-100k', amount: 100_000 });
    expect(requestBudget('dohodou')).toEqual({ text: 'dohodou', band: 'nevim', amount: null });
  });

  it('offers the choices in the form order, each landing in a filter band', () => {
    expect(BUDGET_CHOICES[0]).toBe('not-sure');
    for (const choice of BUDGET_CHOICES) expect(BUDGET_BANDS).toContain(requestBudget(choice).band);
  });
});

describe('bandOfAmount', () => {
  it('puts every amount in the band whose min and max hold it (edges inclusive)', () => {
    expect([0, 50_000, 50_001, 100_000, 100_001, 200_000, 200_001, 5_000_000].map(bandOfAmount)).toEqual([
      'do-50k',
      'do-50k',
      '50k-100k',
      '50k-100k',
      '100k-200k',
      '100k-200k',
      'nad-200k',
      'nad-200k',
    ]);
  });

  it('leaves no gap between the numeric bands', () => {
    const numeric = BUDGET_BANDS.filter((band) => BUDGET_BAND_RANGES[band].min !== null);
    for (let index = 1; index < numeric.length; index += 1) {
      expect(BUDGET_BAND_RANGES[numeric[index]].min).toBe((BUDGET_BAND_RANGES[numeric[index - 1]].max ?? NaN) + 1);
    }
  });
});

describe('budgetCatalogueLabel', () => {
  it("keeps a form choice's label and names the couple's own words by their band only", () => {
    expect(budgetCatalogueLabel(requestBudget('500000'))).toBe('200 000 – 500 000 Kč');
    expect(budgetCatalogueLabel(requestBudget('not-sure'))).toBe('Ještě nevím');
    expect(budgetCatalogueLabel(requestBudget('kolem 80 tisíc, volejte www.evil.example'))).toBe('50 000 – 100 000 Kč');
    expect(budgetCatalogueLabel(requestBudget('Click http://evil.example/x to win'))).toBe('Ještě nevím');
    expect(budgetCatalogueLabel(requestBudget('luxusní svatba'))).toBe('Nad 200 000 Kč');
  });
});
