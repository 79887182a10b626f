import { DescriptionInput } from './description-generator';
import { czechLongDate, joinCzech, readBudget, readWeddingDate } from './description-text';
import { draftDescription, OfflineDescriptionGenerator } from './offline-description.generator';
import { userMessage } from './openai-description.generator';

const input = (overrides: Partial<DescriptionInput> = {}): DescriptionInput => ({
  weddingDate: '2026-09-12',
  serviceNames: ['Fotografie', 'Catering', 'DJ'],
  location: 'Praha',
  budget: '150 000 Kč',
  ...overrides,
});

const sentenceCount = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-ZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ])/u).length;

describe('OfflineDescriptionGenerator', () => {
  it('drafts the full text from every field of the form', () => {
    expect(draftDescription(input())).toBe(
      'Svatbu plánujeme na 12. září 2026. ' +
        'Svatba se uskuteční v lokalitě Praha. ' +
        'Hledáme tyto služby: Fotografie, Catering a DJ. ' +
        'Počítáme s rozpočtem 150 000 Kč. ' +
        'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
    );
  });

  it('gives the same text for the same input, and resolves through the interface', async () => {
    const generator = new OfflineDescriptionGenerator();
    expect(generator.source).toBe('offline');
    expect(await generator.generate(input())).toBe(await generator.generate(input()));
    expect(await generator.generate(input())).toBe(draftDescription(input()));
  });

  it("says the date is not decided for 'ještě nemám vybráno datum'", () => {
    const text = draftDescription(input({ weddingDate: 'ještě nemám vybráno datum' }));
    expect(text.startsWith('Připravujeme svatbu, přesné datum ale zatím nemáme vybrané.')).toBe(true);
    expect(text).not.toMatch(/\d{4}/);
  });

  it('quotes another free-text date and leaves out a missing one', () => {
    expect(draftDescription(input({ weddingDate: 'léto 2027' }))).toMatch(/^Svatbu plánujeme v termínu „léto 2027“\./);
    expect(draftDescription(input({ weddingDate: undefined }))).toMatch(/^Připravujeme svatbu\. Svatba/);
  });

  it('has 3 to 5 sentences and leaves out what the form does not say', () => {
    const minimal = draftDescription(
      input({ weddingDate: undefined, location: undefined, budget: undefined, serviceNames: ['DJ'] }),
    );
    expect(minimal).toBe(
      'Připravujeme svatbu. Hledáme tuto službu: DJ. ' +
        'Budeme rádi za nabídky profesionálů, kteří nám pomohou připravit krásný a nezapomenutelný den, a těšíme se na vaše odpovědi.',
    );
    expect(sentenceCount(minimal)).toBe(3);
    expect(sentenceCount(draftDescription(input()))).toBe(5);
    expect(minimal).not.toMatch(/undefined|null|lokalit|rozpočt/);
  });

  it('names two services with "a", removes repeats and keeps unknown ids as given', () => {
    expect(draftDescription(input({ serviceNames: ['Fotografie', 'Květiny'] }))).toContain(
      'Hledáme tyto služby: Fotografie a Květiny.',
    );
    expect(draftDescription(input({ serviceNames: ['Fotografie', 'Fotografie', 'vlastni-sluzba'] }))).toContain(
      'Hledáme tyto služby: Fotografie a vlastni-sluzba.',
    );
  });

  it('words an undecided budget, spells out a budget band and never doubles a full stop', () => {
    expect(draftDescription(input({ budget: 'Nevím' }))).toContain('Rozpočet zatím upřesňujeme a rádi se domluvíme individuálně.');
    expect(draftDescription(input({ budget: 'po dohodě' }))).toContain('Rozpočet zatím upřesňujeme');
    expect(draftDescription(input({ budget: 'do-50k' }))).toContain('Počítáme s rozpočtem do 50 000 Kč.');
    expect(draftDescription(input({ budget: 'asi 80 tis.', location: 'Brno.' }))).toContain(
      'v lokalitě Brno. Hledáme tyto služby: Fotografie, Catering a DJ. Počítáme s rozpočtem asi 80 tis. Budeme',
    );
  });
});

describe('description text helpers', () => {
  it('formats ISO dates as Czech long dates in UTC and refuses impossible ones', () => {
    expect(czechLongDate('2026-09-12')).toBe('12. září 2026');
    expect(czechLongDate('2027-01-01')).toBe('1. ledna 2027');
    expect(czechLongDate('2026-12-31')).toBe('31. prosince 2026');
    expect(czechLongDate('2026-02-30')).toBeNull();
    expect(czechLongDate('12. 9. 2026')).toBeNull();
  });

  it('reads the wedding date and the budget', () => {
    expect(readWeddingDate('2026-09-12')).toEqual({ kind: 'date', iso: '2026-09-12', long: '12. září 2026' });
    expect(readWeddingDate('ještě nemám vybráno datum').kind).toBe('undecided');
    expect(readWeddingDate('Zatím nevíme').kind).toBe('undecided');
    expect(readWeddingDate('2026-02-30').kind).toBe('undecided');
    expect(readWeddingDate('jaro 2027')).toEqual({ kind: 'text', text: 'jaro 2027' });
    expect(readWeddingDate('   ').kind).toBe('none');
    expect(readBudget('individuálně').kind).toBe('undecided');
    expect(readBudget('nad-200k')).toEqual({ kind: 'amount', text: 'nad 200 000 Kč' });
    expect(readBudget(undefined).kind).toBe('none');
  });

  it('joins names the Czech way', () => {
    expect(joinCzech(['Fotografie'])).toBe('Fotografie');
    expect(joinCzech(['Fotografie', 'DJ'])).toBe('Fotografie a DJ');
    expect(joinCzech(['Fotografie', 'Catering', 'DJ'])).toBe('Fotografie, Catering a DJ');
  });
});

describe('the answers of step 2 in the drafts', () => {
  const details = [
    { label: 'Délka focení', value: '8 h' },
    { label: 'Co z květin', value: 'Kytice nevěsty, Výzdoba stolů' },
    { label: 'Kdy má hudba hrát', value: 'Obřad i zábava' },
  ];

  it('the offline draft lists them in one sentence before the closing one', () => {
    const text = draftDescription(input({ details }));
    expect(text).toContain(
      'Hledáme tyto služby: Fotografie, Catering a DJ. Počítáme s rozpočtem 150 000 Kč. ' +
        'Doplňujeme podrobnosti – délka focení: 8 h; co z květin: kytice nevěsty, výzdoba stolů; kdy má hudba hrát: obřad i zábava. Budeme rádi',
    );
    expect(draftDescription(input())).not.toContain('Doplňujeme');
  });

  it("OpenAI's message carries them one a line, and nothing when there are none", () => {
    expect(userMessage(input({ details }))).toContain(
      'Upřesňující odpovědi k službám:\n- Délka focení: 8 h\n- Co z květin: Kytice nevěsty, Výzdoba stolů\n- Kdy má hudba hrát: Obřad i zábava',
    );
    expect(userMessage(input())).not.toContain('Upřesňující');
  });
});
