import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CategoryDto, CategoryQuestionsDto } from '../../../api';
import { renderAppAt, signedInApi } from '../../../test/conversationsTestKit';
import type { ConversationsApi } from '../../../test/conversationsTestKit';
import { makeGuestCounts, makePlanSummary } from '../../../test/planningTestKit';

/** Issue 46: a signed-in couple's wedding plan fills the request form's empty 'Počet hostů' from its guest list. */

const SLOW = { timeout: 60_000 };

const category = (id: string, name: string): CategoryDto => ({
  id,
  name,
  description: `Popis služby ${name}.`,
  group: 'Ostatní',
  icon: 'sparkles',
  priceRange: '1 000 – 2 000 Kč',
  providerCount: 1,
});

const QUESTIONS: CategoryQuestionsDto = {
  categories: [{ categoryId: 'venue', questions: [{ key: 'guests', label: 'Počet hostů', kind: 'number', min: 1, max: 1000 }] }],
};

const api = (extra: ConversationsApi = {}): ConversationsApi =>
  signedInApi({
    'GET /api/service-categories': { status: 200, body: [category('venue', 'Místo konání'), category('rings', 'Prsteny')] },
    'GET /api/locations': { status: 200, body: [{ id: 'praha', name: 'Praha', type: 'city' }] },
    'GET /api/subscription/plans': { status: 200, body: [] },
    'GET /api/catalog/request-questions': { status: 200, body: QUESTIONS },
    'GET /api/service-requests/mine': { status: 200, body: [] },
    ...extra,
  });

async function chooseVenue() {
  const user = userEvent.setup();
  await screen.findByRole('button', { name: 'Odeslat poptávku ZDARMA' }, { timeout: 40_000 });
  const services = await screen.findByRole('group', { name: 'Služby' });
  await user.click(await within(services).findByRole('checkbox', { name: 'Místo konání' }));
  return (await screen.findByText('Upřesnění pro dodavatele')).closest('fieldset') as HTMLElement;
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the request form's guest count from the wedding plan", SLOW, () => {
  it('fills the empty guest count with the confirmed people and the guests who have not answered', async () => {
    renderAppAt(
      '/',
      api({
        'GET /api/plan/summary': {
          status: 200,
          body: makePlanSummary({ hasPlan: true, guests: makeGuestCounts({ total: 50, invited: 10, confirmed: 38, declined: 2, people: 50 }) }),
        },
      }),
    );
    const questions = await chooseVenue();
    await waitFor(() => expect(within(questions).getByLabelText('Počet hostů')).toHaveValue('60'));
  });

  it('leaves the field empty without a plan', async () => {
    const { callsTo } = renderAppAt('/', api({ 'GET /api/plan/summary': { status: 200, body: makePlanSummary() } }));
    const questions = await chooseVenue();
    await waitFor(() => expect(callsTo('GET', '/api/plan/summary')).toHaveLength(1));
    expect(within(questions).getByLabelText('Počet hostů')).toHaveValue('');
  });
});
