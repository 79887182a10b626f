import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { mockApi, NAVIGATION_WAIT } from '../../test/renderApp';
import type { MockApi } from '../../test/renderApp';
import { ReviewReportButton } from './ReviewReportButton';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The dialog loads with antd on the first click, and the toasts load antd's notification: slow on a busy machine. */
const LAZY_WAIT = NAVIGATION_WAIT;

function renderButton(api: MockApi) {
  mockApi(api);
  return render(
    <AppProviders store={makeStore()}>
      <ReviewReportButton reviewId={31} reviewerName="Jana a Petr" />
    </AppProviders>,
  );
}

describe("'Nahlásit' on a review", () => {
  it('sends the chosen reason and the note, and thanks', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderButton({
      'POST /api/reviews/31/reports': (body) => {
        sent.push(body);
        return { status: 201, body: { message: 'Děkujeme, hodnocení prověříme' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nahlásit hodnocení od Jana a Petr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nahlásit hodnocení' }, LAZY_WAIT);
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Proč hodnocení nahlašujete?' });
    expect(within(reasons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Spam nebo reklama',
      'Urážlivý obsah',
      'Falešné hodnocení',
      'Střet zájmů',
      'Jiný důvod',
    ]);
    const send = within(dialog).getByRole('button', { name: 'Odeslat' });
    expect(send).toBeDisabled();
    await user.click(within(reasons).getByRole('radio', { name: 'Falešné hodnocení' }));
    await user.type(within(dialog).getByLabelText('Poznámka (nepovinná)'), ' Nikdy u nás nebyli. ');
    await user.click(send);
    expect(await screen.findByText('Děkujeme, hodnocení prověříme', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'fake', note: 'Nikdy u nás nebyli.' }]);
  });

  it('sends no note when none is written, and says when the review was reported before', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderButton({
      'POST /api/reviews/31/reports': (body) => {
        sent.push(body);
        return { status: 409, body: { statusCode: 409, message: 'Toto hodnocení jste už nahlásili' } };
      },
    });
    await user.click(screen.getByRole('button', { name: 'Nahlásit hodnocení od Jana a Petr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nahlásit hodnocení' }, LAZY_WAIT);
    await user.click(within(dialog).getByRole('radio', { name: 'Spam nebo reklama' }));
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findByText('Toto hodnocení jste už nahlásili', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(sent).toEqual([{ reason: 'spam' }]);
  });

  it('keeps the dialog open with the server reason when reporting fails', async () => {
    const user = userEvent.setup();
    renderButton({ 'POST /api/reviews/31/reports': { status: 429, body: { statusCode: 429, message: 'Příliš mnoho požadavků' } } });
    await user.click(screen.getByRole('button', { name: 'Nahlásit hodnocení od Jana a Petr' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nahlásit hodnocení' }, LAZY_WAIT);
    await user.click(within(dialog).getByRole('radio', { name: 'Jiný důvod' }));
    await user.click(within(dialog).getByRole('button', { name: 'Odeslat' }));
    expect(await screen.findByText('Hodnocení se nepodařilo nahlásit', {}, LAZY_WAIT)).toBeInTheDocument();
    expect(screen.getByText('Příliš mnoho požadavků')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Nahlásit hodnocení' })).toBeInTheDocument();
  });
});
