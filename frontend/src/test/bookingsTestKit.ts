import type { BookingDto } from '../api';

/** Bookings as the API answers them (issue 44), for the couple's, the booking page's and the admin's tests. Only imported by *.test.tsx files. */

export const QR_SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';

export function makeBooking(overrides: Partial<BookingDto> = {}): BookingDto {
  return {
    id: 5,
    number: 'SV-2026-000123',
    status: 'pending_provider',
    offerId: 9,
    requestId: 40,
    requestTitle: 'Fotograf na zámek',
    eventDate: '2027-06-19',
    respondBy: '2026-12-03T13:00:00.000Z',
    confirmedAt: null,
    endedAt: null,
    provider: { id: 12, companyName: 'Studio Světlo', profileImageUrl: null },
    couple: { name: 'Jana a Petr' },
    price: { kind: 'exact', min: 25_000, max: null },
    items: ['Celodenní focení'],
    depositAmount: 5000,
    depositReceivedAt: null,
    deposit: null,
    cancellationTerms: 'Zálohu vracíme při zrušení do 90 dnů před svatbou.',
    document: null,
    history: [{ at: '2026-11-30T13:00:00.000Z', actor: 'couple', action: 'created', reason: null }],
    conversationId: 5,
    canConfirm: false,
    canDecline: false,
    canCancel: false,
    canMarkDeposit: false,
    ...overrides,
  };
}

export const deposit = {
  amount: 5000,
  iban: 'CZ6508000000192000145399',
  accountDisplay: '19-2000145399/0800',
  variableSymbol: '2026000123',
  message: 'Záloha SV-2026-000123',
  spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:5000.00*CC:CZK*X-VS:2026000123*MSG:ZALOHA SV-2026-000123',
  qrSvg: QR_SVG,
  received: false,
};

export const confirmed = (overrides: Partial<BookingDto> = {}) =>
  makeBooking({
    status: 'confirmed',
    confirmedAt: '2026-12-01T09:00:00.000Z',
    deposit,
    canCancel: true,
    history: [
      { at: '2026-11-30T13:00:00.000Z', actor: 'couple', action: 'created', reason: null },
      { at: '2026-12-01T09:00:00.000Z', actor: 'provider', action: 'confirmed', reason: null },
    ],
    ...overrides,
  });

