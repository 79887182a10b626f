import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ServiceRequestDto } from '../../api';
import { freeInfo } from '../../test/subscriptionTestKit';
import { NAVIGATION_WAIT } from '../../test/renderApp';
import { makeProfile, providerApi, renderWorkspace } from '../../test/workspaceTestKit';
import { relevanceAreasText, relevantCountText } from './relevance';

/** Issue 51: the provider's relevant requests say where they come from and what their count counts. */

const request = (id: number): ServiceRequestDto => ({
  id,
  title: `Fotograf do Brna ${id}`,
  category: 'Fotografie',
  categoryId: 'photography',
  description: 'Krátký popis.',
  createdAt: '2026-09-12T10:00:00.000Z',
  weddingDate: '2027-06-19',
  location: 'Brno',
  budget: '50 000 Kč',
  budgetBand: 'do-50k',
  services: ['photography'],
  status: 'active',
  offerCount: 0,
  details: [],
  cappedOfferCount: 0,
  offerCap: 8,
  invited: false,
  isDemo: false,
  canSeeContact: false,
});

const page = (total: number) => ({ items: Array.from({ length: total }, (_, index) => request(40 + index)), total, page: 1, pageSize: 50 });

const areas = { serviceAreas: ['brno', 'jizni-morava', 'zlin'], location: 'Brno, Jižní Morava a Zlín' };

describe('relevance texts', () => {
  it('names the areas, or says the whole country', () => {
    expect(relevanceAreasText(areas)).toBe(
      'Zobrazujeme poptávky z vašich oblastí: Brno, Jižní Morava a Zlín (i z měst a krajů, které k nim patří) a poptávky pro celou ČR.',
    );
    expect(relevanceAreasText({ serviceAreas: ['cela-cr'], location: 'Celá ČR' })).toBe(
      'Působíte v celé ČR: zobrazujeme poptávky ze všech míst.',
    );
  });

  it('says what the relevant count counts', () => {
    expect(relevantCountText(4)).toBe('4 poptávky ve vašich kategoriích a oblastech');
    expect(relevantCountText(1)).toBe('1 poptávka ve vašich kategoriích a oblastech');
    expect(relevantCountText(12)).toBe('12 poptávek ve vašich kategoriích a oblastech');
  });
});

describe('the provider’s relevant requests', { timeout: 30_000 }, () => {
  const api = (profile = makeProfile(areas)) =>
    providerApi({
      'GET /api/provider/profile': { status: 200, body: profile },
      'GET /api/service-requests': { status: 200, body: page(4) },
      'GET /api/subscription/info': { status: 200, body: freeInfo },
      'GET /api/providers/12/rating-stats': {
        status: 200,
        body: { totalReviews: 0, averageRating: 0, ratingDistribution: {}, categoryAverages: {} },
      },
    });

  it('the dashboard says which areas the relevant requests come from', async () => {
    renderWorkspace('/dashboard', api());
    expect(
      await screen.findByText(
        'Zobrazujeme poptávky z vašich oblastí: Brno, Jižní Morava a Zlín (i z měst a krajů, které k nim patří) a poptávky pro celou ČR.',
        undefined,
        NAVIGATION_WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('ve vašich kategoriích a oblastech')).toBeInTheDocument();
  });

  it('the dashboard of a whole-country provider says so in one line', async () => {
    renderWorkspace('/dashboard', api(makeProfile({ serviceAreas: ['cela-cr'], location: 'Celá ČR' })));
    expect(
      await screen.findByText('Působíte v celé ČR: zobrazujeme poptávky ze všech míst.', undefined, NAVIGATION_WAIT),
    ).toBeInTheDocument();
  });

  it('/inquiries heads the relevant list with what it counts', async () => {
    renderWorkspace('/inquiries', api());
    expect(await screen.findByText('4 poptávky ve vašich kategoriích a oblastech', undefined, NAVIGATION_WAIT)).toBeInTheDocument();
  });
});
