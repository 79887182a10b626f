import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { AI_FAILURE_TEXT, AI_QUOTA_TEXT, aiFailureText, buildAiPayload, buildRequestPayload, phoneDigits } from './requestFormModel';

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
