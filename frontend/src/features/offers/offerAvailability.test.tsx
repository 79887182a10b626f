import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OfferDto } from '../../api';
import { AVAILABILITY_LABELS } from '../../shared/offerFormat';
import { coupleApi, makeOffer, makeRequest, renderWithApi } from '../../test/offersTestKit';
import { OffersPanel } from './OffersPanel';

afterEach(() => {
  vi.unstubAllGlobals();
});

const request = makeRequest({ id: 41, title: 'Hledáme fotografa', offerCount: 2, canSeeContact: true });

const provider = (id: number, companyName: string): OfferDto['provider'] => ({
  id,
  companyName,
  profileImageUrl: null,
  averageRating: null,
  reviewCount: 0,
  responseMinutesMedian: null,
  responseShare: null,
});

describe('the wedding date on an offer (issue 51: an unset day is not free)', () => {
  it("labels an unset day 'Neuvedeno' and never 'Termín volný'", () => {
    expect(AVAILABILITY_LABELS.unknown).toBe('Neuvedeno');
    expect(AVAILABILITY_LABELS.available).toBe('Termín volný');
  });

  it("shows 'Termín svatby: Neuvedeno' for a day the provider never set and 'Termín volný' for a day set free", async () => {
    const offers: OfferDto[] = [
      makeOffer({ id: 9, conversationId: 5, requestId: 41, availableOnDate: 'unknown', provider: provider(12, 'Studio Nevyplněno') }),
      makeOffer({ id: 10, conversationId: 6, requestId: 41, availableOnDate: 'available', provider: provider(14, 'Foto Volno') }),
    ];
    renderWithApi(<OffersPanel request={request} offers={offers} />, coupleApi());
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('article') as HTMLElement;

    const unset = await card('Studio Nevyplněno');
    const term = within(unset).getByText('Termín svatby');
    expect(term.nextElementSibling).toHaveTextContent('Neuvedeno');
    expect(within(unset).queryByText('Termín volný')).not.toBeInTheDocument();

    const free = await card('Foto Volno');
    expect(within(free).getByText('Termín svatby').nextElementSibling).toHaveTextContent('Termín volný');
  });
});
