import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../test/pagesTestKit';
import ReviewConfirmPage from './ReviewConfirmPage';

const review = {
  id: 5,
  reviewerName: 'Jana',
  overallRating: 5,
  communicationRating: null,
  qualityRating: null,
  timingRating: null,
  valueRating: null,
  reviewText: 'Krásné fotky.',
  createdAt: '2026-11-25T10:00:00.000Z',
};

describe('/hodnoceni/potvrdit', { timeout: 30_000 }, () => {
  it('publishes the review by POST and leads to the portfolio', async () => {
    const sent: unknown[] = [];
    renderPage(<ReviewConfirmPage />, '/hodnoceni/potvrdit?token=abc', {
      'POST /api/reviews/confirm': (body) => {
        sent.push(body);
        return { status: 200, body: { message: 'Hodnocení je potvrzené a zveřejněné. Děkujeme!', providerId: 12, review } };
      },
    });
    expect(await screen.findByText('Hodnocení je zveřejněné')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zobrazit hodnocení u dodavatele' })).toHaveAttribute('href', '/portfolio?provider=12');
    expect(sent).toEqual([{ token: 'abc' }]);
  });

  it('says so when the mailbox has reviewed the provider already', async () => {
    renderPage(<ReviewConfirmPage />, '/hodnoceni/potvrdit?token=abc', {
      'POST /api/reviews/confirm': { status: 409, body: { statusCode: 409, message: 'Z tohoto emailu už bylo hodnocení přidáno' } },
    });
    expect(await screen.findByText('Tohoto dodavatele jste už hodnotili')).toBeInTheDocument();
    expect(screen.getByText('Z tohoto emailu už bylo hodnocení přidáno')).toBeInTheDocument();
  });
});
