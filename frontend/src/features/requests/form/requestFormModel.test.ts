import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { CategoryQuestionsDto } from '../../../api';
import {
  AI_FAILURE_TEXT,
  AI_QUOTA_TEXT,
  aiFailureText,
  buildAiPayload,
  buildRequestPayload,
  phoneDigits,
  questionsForServices,
  requestFieldErrors,
} from './requestFormModel';

describe('request form model', () => {
  it('builds the request body: the budget as its choice, the place as its location id', () => {
    expect(
      buildRequestPayload({
        coupleName: ' Jana a Petr ',
        weddingDate: dayjs('2030-09-12'),
        noDateSelected: false,
        services: ['photography'],
        description: '  ',
        budget: '50000',
        location: 'praha',
        contactEmail: ' jana@example.cz ',
        phoneCountryCode: '+421',
        contactPhone: '  ',
      }),
    ).toEqual({
      coupleName: 'Jana a Petr',
      weddingDate: '2030-09-12',
      noDateSelected: false,
      services: ['photography'],
      description: '',
      budget: '50000',
      location: 'praha',
      contactEmail: 'jana@example.cz',
    });
    expect(phoneDigits('+420 777-12a3')).toBe('420 777123');
  });

  it('sends no date with the no-date box ticked, even when a date was picked before', () => {
    const payload = buildRequestPayload({ coupleName: 'Jana a Petr', weddingDate: dayjs('2030-09-12'), noDateSelected: true, budget: 'not-sure' });
    expect(payload.noDateSelected).toBe(true);
    expect(payload).not.toHaveProperty('weddingDate');
    expect(payload.budget).toBe('not-sure');
  });

  it('needs names, a date or the no-date box and a service for the AI draft', () => {
    const base = { coupleName: 'Jana a Petr', services: ['dj'], noDateSelected: true };
    expect(buildAiPayload({ ...base, coupleName: ' J ' })).toBeNull();
    expect(buildAiPayload({ ...base, noDateSelected: false })).toBeNull();
    expect(buildAiPayload({ ...base, services: [] })).toBeNull();
    expect(buildAiPayload({ ...base, budget: 'not-sure', location: '' })).toEqual({
      coupleName: 'Jana a Petr',
      weddingDate: 'ještě nemám vybráno datum',
      services: ['dj'],
      budget: 'not-sure',
    });
    const many = Array.from({ length: 32 }, (_, i) => `s${i}`);
    expect(buildAiPayload({ ...base, services: many })?.services).toHaveLength(30);
  });

  it('tells a quota failure from other AI failures', () => {
    expect(aiFailureText({ status: 429, data: { message: 'Příliš mnoho požadavků' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 502, data: { message: 'AI služba dočasně nedostupná (kvóta 429).' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 502, data: { message: 'Insufficient quota' } })).toBe(AI_QUOTA_TEXT);
    expect(aiFailureText({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(AI_FAILURE_TEXT);
    expect(aiFailureText({ status: 500, data: {} })).toBe(AI_FAILURE_TEXT);
  });
});

describe("the answers of step 2 in the form's model", () => {
  const data: CategoryQuestionsDto = {
    categories: [
      {
        categoryId: 'venue',
        questions: [
          { key: 'guests', label: 'Počet hostů', kind: 'number', min: 1, max: 1000 },
          { key: 'venueAccommodation', label: 'Ubytování pro hosty', kind: 'boolean' },
        ],
      },
      {
        categoryId: 'decoration',
        questions: [
          { key: 'decorationParts', label: 'Co vyzdobit', kind: 'multi', options: [{ value: 'hall', label: 'Sál a stoly' }] },
          { key: 'guests', label: 'Počet hostů', kind: 'number', min: 1, max: 1000 },
        ],
      },
    ],
  };

  it("lists the chosen services' questions in their order, a shared one once", () => {
    expect(questionsForServices(data, ['decoration', 'venue', 'rings']).map((question) => question.key)).toEqual([
      'decorationParts',
      'guests',
      'venueAccommodation',
    ]);
    expect(questionsForServices(undefined, ['venue'])).toEqual([]);
  });

  it('sends only the answered questions of the chosen services', () => {
    const questions = questionsForServices(data, ['venue']);
    const base = { coupleName: 'Jana a Petr', services: ['venue'], budget: '50000' as const, location: 'praha', contactEmail: 'j@example.cz' };
    expect(
      buildRequestPayload({ ...base, details: { guests: 120, venueAccommodation: null, decorationParts: ['hall'] } }, questions).details,
    ).toEqual({ guests: 120 });
    expect(buildRequestPayload({ ...base, details: { guests: null, venueAccommodation: false } }, questions).details).toEqual({
      venueAccommodation: false,
    });
    expect(buildRequestPayload({ ...base, details: { decorationParts: [] } }, questions)).not.toHaveProperty('details');
    expect(buildRequestPayload(base, questions)).not.toHaveProperty('details');
  });

  it("maps the server's field errors to the form's fields, an answer to ['details', key]", () => {
    expect(
      requestFieldErrors({
        status: 400,
        data: {
          message: 'x',
          errors: [
            { field: 'details.guests', message: '„Počet hostů“: zadejte celé číslo od 1 do 1000' },
            { field: 'contactEmail', message: 'Neplatný email' },
            { field: 'details', message: 'Upřesňující odpovědi mají neplatný formát' },
            { field: 'unknownField', message: 'Neznámé pole' },
          ],
        },
      }),
    ).toEqual([
      { name: ['details', 'guests'], errors: ['„Počet hostů“: zadejte celé číslo od 1 do 1000'] },
      { name: 'contactEmail', errors: ['Neplatný email'] },
    ]);
    expect(requestFieldErrors({ status: 'FETCH_ERROR' })).toEqual([]);
  });
});
