import { SERVICE_CATEGORIES } from './data/categories.data';
import { requestQuestionsAnswer } from './catalog-answers';
import { CATEGORY_QUESTIONS, keepAskedDetails, questionsFor, readRequestDetails, requestDetailRows } from './request-questions';

describe('the request questions (data)', () => {
  it('about ten real categories ask 2–4 questions each, every one well formed', () => {
    const ids = new Set(SERVICE_CATEGORIES.map((category) => category.id));
    expect(CATEGORY_QUESTIONS.length).toBeGreaterThanOrEqual(10);
    for (const { categoryId, questions } of CATEGORY_QUESTIONS) {
      expect(ids.has(categoryId)).toBe(true);
      expect(questions.length).toBeGreaterThanOrEqual(2);
      expect(questions.length).toBeLessThanOrEqual(4);
      for (const question of questions) {
        expect(question.label.trim()).not.toBe('');
        if (question.kind === 'number') expect(question.min! <= question.max!).toBe(true);
        if (question.kind === 'choice' || question.kind === 'multi') {
          expect(question.options!.length).toBeGreaterThanOrEqual(2);
          expect(new Set(question.options!.map((item) => item.value)).size).toBe(question.options!.length);
        } else expect(question.options).toBeUndefined();
      }
    }
    expect(CATEGORY_QUESTIONS.map((item) => item.categoryId)).toEqual(
      expect.arrayContaining(['photography', 'video', 'catering', 'music', 'venue', 'flowers', 'cake', 'hair_makeup', 'transport', 'officiant']),
    );
  });

  it("asks a question two chosen categories share once, in the categories' order", () => {
    const keys = questionsFor(['venue', 'decoration']).map((question) => question.key);
    expect(keys.filter((key) => key === 'guests')).toHaveLength(1);
    expect(keys[0]).toBe('guests');
    expect(questionsFor(['rings', 'nonsense', '__proto__'])).toEqual([]);
  });

  it('the API answer names the fields one by one (no unit or options where there are none)', () => {
    const answer = requestQuestionsAnswer();
    expect(requestQuestionsAnswer()).toBe(answer);
    const photography = answer.categories.find((item) => item.categoryId === 'photography')!;
    expect(photography.questions[0]).toEqual({ key: 'photoHours', label: 'Délka focení', kind: 'number', min: 1, max: 16, unit: 'h' });
    expect(photography.questions[1]).toEqual({ key: 'photoSecondShooter', label: 'Druhý fotograf', kind: 'boolean' });
    const catering = answer.categories.find((item) => item.categoryId === 'catering')!;
    expect(catering.questions.find((question) => question.key === 'cateringMenu')!.options).toEqual([
      { value: 'buffet', label: 'Raut' },
      { value: 'served', label: 'Servírované menu' },
      { value: 'grill', label: 'Grilování' },
      { value: 'mixed', label: 'Kombinace' },
    ]);
  });
});

describe('readRequestDetails', () => {
  const services = ['photography', 'catering', 'flowers'];

  it('keeps typed answers of the chosen categories and leaves empty ones out', () => {
    const result = readRequestDetails(
      {
        photoHours: 8,
        photoSecondShooter: false,
        photoPrints: null,
        cateringMenu: 'buffet',
        cateringAdults: 80,
        cateringChildren: 0,
        flowersItems: ['tables', 'bouquet', 'tables'],
        cateringOwnDrinks: '',
      },
      services,
    );
    expect(result.errors).toEqual([]);
    expect(result.details).toEqual({
      photoHours: 8,
      photoSecondShooter: false,
      cateringMenu: 'buffet',
      cateringAdults: 80,
      cateringChildren: 0,
      // Deduplicated, in the options' order.
      flowersItems: ['bouquet', 'tables'],
    });
  });

  it('no answers at all are no answers', () => {
    expect(readRequestDetails(undefined, services)).toEqual({ details: {}, errors: [] });
    expect(readRequestDetails(null, services)).toEqual({ details: {}, errors: [] });
    expect(readRequestDetails({}, services)).toEqual({ details: {}, errors: [] });
  });

  it('names an unknown question and one of a category not chosen', () => {
    const { errors } = readRequestDetails(JSON.parse('{"shoeSize": 42, "guests": 100, "__proto__": 1, "constructor": "x"}'), services);
    expect(errors).toEqual([
      { field: 'details.shoeSize', message: 'Neznámá otázka „shoeSize“' },
      { field: 'details.guests', message: 'Otázka „Počet hostů“ nepatří k vybraným službám' },
      { field: 'details.__proto__', message: 'Neznámá otázka „__proto__“' },
      { field: 'details.constructor', message: 'Neznámá otázka „constructor“' },
    ]);
  });

  it('refuses values breaking their rule, with the Czech message naming the question', () => {
    const { details, errors } = readRequestDetails(
      {
        photoHours: 17,
        photoSecondShooter: 'ano',
        photoPrints: 1,
        cateringAdults: 12.5,
        cateringChildren: -1,
        cateringMenu: 'pizza',
        cateringOwnDrinks: true,
        flowersItems: ['bouquet', 'balloons'],
        flowersInstallation: ['yes'],
      },
      services,
    );
    expect(details).toEqual({ cateringOwnDrinks: true });
    expect(errors).toEqual([
      { field: 'details.photoHours', message: '„Délka focení“: zadejte celé číslo od 1 do 16' },
      { field: 'details.photoSecondShooter', message: '„Druhý fotograf“: odpovězte ano, nebo ne' },
      { field: 'details.photoPrints', message: '„Tištěné fotografie nebo album“: odpovězte ano, nebo ne' },
      { field: 'details.cateringAdults', message: '„Počet dospělých hostů“: zadejte celé číslo od 1 do 1000' },
      { field: 'details.cateringChildren', message: '„Počet dětí“: zadejte celé číslo od 0 do 300' },
      { field: 'details.cateringMenu', message: '„Styl menu“: vyberte jednu z nabízených možností' },
      { field: 'details.flowersItems', message: '„Co z květin“: vyberte z nabízených možností' },
      { field: 'details.flowersInstallation', message: '„Dovoz a instalace na místě“: odpovězte ano, nebo ne' },
    ]);
  });

  it('refuses more answers than there are questions at once', () => {
    const many = Object.fromEntries(Array.from({ length: 200 }, (_, index) => [`q${index}`, 1]));
    expect(readRequestDetails(many, services).errors).toEqual([{ field: 'details', message: 'Upřesňujících odpovědí je víc, než je otázek' }]);
  });

  it('refuses a value that is not an object of answers', () => {
    for (const input of [[1, 2], 'photoHours=8', 8]) {
      expect(readRequestDetails(input, services).errors).toEqual([{ field: 'details', message: 'Upřesňující odpovědi mají neplatný formát' }]);
    }
  });
});

describe('requestDetailRows', () => {
  it("shows the answers in Czech, in the services' and questions' order", () => {
    const rows = requestDetailRows(
      { cateringMenu: 'served', photoPrints: false, photoHours: 8, cateringAdults: 80, flowersItems: ['bouquet', 'car'], photoSecondShooter: true },
      ['photography', 'catering', 'flowers'],
    );
    expect(rows).toEqual([
      { key: 'photoHours', label: 'Délka focení', value: '8 h' },
      { key: 'photoSecondShooter', label: 'Druhý fotograf', value: 'Ano' },
      { key: 'photoPrints', label: 'Tištěné fotografie nebo album', value: 'Ne' },
      { key: 'cateringAdults', label: 'Počet dospělých hostů', value: '80' },
      { key: 'cateringMenu', label: 'Styl menu', value: 'Servírované menu' },
      { key: 'flowersItems', label: 'Co z květin', value: 'Kytice nevěsty, Výzdoba auta' },
    ]);
  });

  it('old requests (no answers) and answers that no longer fit give no rows', () => {
    expect(requestDetailRows({}, ['photography'])).toEqual([]);
    expect(requestDetailRows(null, ['photography'])).toEqual([]);
    expect(requestDetailRows({ photoHours: 99, retiredQuestion: true, cateringMenu: 'buffet' }, ['photography'])).toEqual([]);
  });

  it('keepAskedDetails drops the answers of a service removed', () => {
    expect(keepAskedDetails({ photoHours: 8, cateringMenu: 'buffet' }, ['photography'])).toEqual({ photoHours: 8 });
  });
});
