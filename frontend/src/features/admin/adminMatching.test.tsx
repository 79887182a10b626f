import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOverviewDto } from '../../api';
import { adminApi, overview, renderAdmin, setUpAdminTests } from '../../test/adminTestKit';
import { matchingFigures } from './overviewModel';

setUpAdminTests();

/** The admin overview's matching figures (issue 45): two offers within 48 hours, the median to the first offer. */

type Matching = AdminOverviewDto['matching'];

const withMatching = (matching: Matching | undefined) =>
  adminApi({ 'GET /api/admin/overview': { status: 200, body: { ...overview, matching } } });

/** The value (dd) under a figure's label (dt) in the matching list. */
async function figure(label: string) {
  const term = await screen.findByText(label, { selector: 'dt' });
  return term.parentElement as HTMLElement;
}

describe('matching figures', () => {
  it('formats the share as a Czech percentage and the median in hours', () => {
    const view = matchingFigures({ requestsConsidered: 15, withTwoOffersIn48h: 12, shareWithTwoOffersIn48h: 0.8, medianHoursToFirstOffer: 5.5 });
    expect(view.twoOffersIn48h).toBe('80\u00a0%');
    expect(view.twoOffersNote).toBe('12 z 15 poptávek');
    expect(view.medianToFirstOffer).toBe('5 h 30 min');
    expect(matchingFigures({ requestsConsidered: 1, withTwoOffersIn48h: 0, shareWithTwoOffersIn48h: 0, medianHoursToFirstOffer: 30 })).toMatchObject({
      twoOffersIn48h: '0\u00a0%',
      twoOffersNote: '0 z 1 poptávky',
      medianToFirstOffer: '1 den 6 h',
    });
  });

  it('shows both figures on the overview', async () => {
    renderAdmin('/admin', withMatching({ requestsConsidered: 40, withTwoOffersIn48h: 27, shareWithTwoOffersIn48h: 0.675, medianHoursToFirstOffer: 3.25 }));
    const share = await figure('Poptávky se 2 nabídkami do 48 h');
    expect(within(share).getAllByRole('definition').map((item) => item.textContent)).toEqual(['68\u00a0%', '27 z 40 poptávek']);
    const median = await figure('Medián do první nabídky');
    expect(within(median).getByRole('definition')).toHaveTextContent('3 h 15 min');
    expect(screen.getByText(/za poptávky potvrzené v posledních 8 týdnech \(nejméně před 48 h\)/)).toBeInTheDocument();
  });

  it('shows an empty state when there is nothing to count yet', async () => {
    renderAdmin('/admin', withMatching({ requestsConsidered: 0, withTwoOffersIn48h: 0, shareWithTwoOffersIn48h: null, medianHoursToFirstOffer: null }));
    const share = await figure('Poptávky se 2 nabídkami do 48 h');
    expect(within(share).getAllByRole('definition').map((item) => item.textContent)).toEqual(['—']);
    const median = await figure('Medián do první nabídky');
    expect(within(median).getByRole('definition')).toHaveTextContent('—');
    expect(screen.getByText(/Zatím nejsou poptávky k vyhodnocení/)).toBeInTheDocument();
  });
});
