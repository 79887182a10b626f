import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { OfferDto, ProviderOfferDto, ProviderProfileDto, ServiceRequestDto, SubscriptionInfoDto, UserDto } from '../api';
import { routes } from '../app/router';
import { renderRoutes } from './renderRoutes';
import { visitorApi } from './renderApp';
import { mockRecordingApi, type RecordingApi } from './recordingApi';
export type { RecordedCall } from './recordingApi';
import { SessionProvider } from '../features/auth/SessionProvider';
import { NO_SUBSCRIPTION } from '../shared/subscriptionDisplay';

/**
 * Test kit of the offers: an in-memory API that records every call (method, path, query, JSON body)
 * and DTO builders for both sides. Only imported by *.test.tsx files.
 */


export type OffersApi = RecordingApi;

export const AUTO_DECLINE = 'Děkujeme za nabídku. Pár si tentokrát vybral jiného dodavatele.';

const baseUser: UserDto = {
  id: 7,
  email: 'jana@example.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const providerProfile: ProviderProfileDto = {
  id: 12,
  companyName: 'Studio Světlo',
  description: 'Svatební fotografie s citem.',
  serviceType: 'photography',
  services: ['photography'],
  serviceAreas: ['praha'],
  location: 'Praha',
  phonePrefix: '+420',
  phone: '777 123 456',
  email: 'info@studio.cz',
  website: null,
  instagramUrl: null,
  facebookUrl: null,
  tiktokUrl: null,
  linkedinUrl: null,
  yearsExperience: 8,
  priceFrom: null,
  priceTo: null,
  profileImageUrl: null,
  isDemo: false,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const activeSubscription: SubscriptionInfoDto = {
  ...NO_SUBSCRIPTION,
  hasSubscription: true,
  isActive: true,
  status: 'active',
  activeUntil: '2099-10-12T10:00:00.000Z',
  endDate: '2099-10-12T10:00:00.000Z',
  planType: 'basic',
  planId: 'basic_monthly',
  planName: 'Basic',
  billingPeriod: 'monthly',
  price: 290,
  daysRemaining: 30,
  source: 'stripe',
};

const categories = [
  { id: 'photography', name: 'Fotografie', description: '', group: 'Foto', icon: 'camera', priceRange: '', providerCount: 1 },
];

/** A signed-in couple (no provider profile). */
export function coupleApi(extra: OffersApi = {}): OffersApi {
  return {
    ...visitorApi,
    'GET /api/auth/user': { status: 200, body: baseUser },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
    'GET /api/conversations/unread': { status: 200, body: { unreadMessages: 0, conversations: 0 } },
    ...extra,
  };
}

/** A signed-in provider with an active subscription (override 'GET /api/subscription/info' for none). */
export function providerApi(extra: OffersApi = {}): OffersApi {
  return {
    ...coupleApi(),
    'GET /api/auth/user': { status: 200, body: { ...baseUser, email: 'info@studio.cz', firstName: 'Pavel', lastName: 'Fotograf' } },
    'GET /api/provider/profile': { status: 200, body: providerProfile },
    'GET /api/subscription/info': { status: 200, body: activeSubscription },
    'GET /api/provider/offers': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } },
    ...extra,
  };
}

export function makeRequest(overrides: Partial<ServiceRequestDto> = {}): ServiceRequestDto {
  return {
    id: 40,
    title: 'Fotograf na zámek',
    category: 'Fotografie',
    categoryId: 'photography',
    description: 'Hledáme fotografa na celý den.',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Praha',
    budget: '50 000 – 100 000 Kč',
    budgetBand: '50k-100k',
    services: ['photography'],
    status: 'active',
    offerCount: 0,
    details: [],
    cappedOfferCount: 0,
    offerCap: 8,
    invited: false,
    isDemo: false,
    canSeeContact: false,
    ...overrides,
  };
}

export function makeOffer(overrides: Partial<OfferDto> = {}): OfferDto {
  return {
    id: 9,
    requestId: 40,
    status: 'sent',
    message: 'Dobrý den, rádi vám svatbu nafotíme. Termín máme volný.',
    priceKind: 'exact',
    priceMin: 25_000,
    priceMax: null,
    includedItems: ['Celodenní focení', '400 upravených fotografií'],
    validUntil: null,
    availableOnDate: 'available',
    depositAmount: null,
    declineReason: null,
    declinedAutomatically: false,
    answeredAt: null,
    createdAt: '2026-09-13T10:00:00.000Z',
    updatedAt: '2026-09-13T10:00:00.000Z',
    conversationId: 5,
    unreadMessages: 0,
    responseMinutes: 150,
    provider: {
      id: 12,
      companyName: 'Studio Světlo',
      profileImageUrl: null,
      averageRating: 4.6,
      reviewCount: 8,
      responseMinutesMedian: 170,
      responseShare: 0.8,
    },
    ...overrides,
  };
}

export function makeProviderOffer(overrides: Partial<ProviderOfferDto> = {}): ProviderOfferDto {
  return {
    ...makeOffer(),
    request: { id: 40, title: 'Fotograf na zámek', weddingDate: '2027-06-19', location: 'Praha', status: 'active' },
    ...overrides,
  };
}

export const pageOf = <T,>(items: T[], total = items.length, pageSize = 20) => ({ items, total, page: 1, pageSize });

/** Replaces fetch with the in-memory API; the recorded calls and a filter by method and path. */
export const mockOffersApi = mockRecordingApi;

/** Renders one component with the session, antd and a router. */
export function renderWithApi(element: ReactElement, api: OffersApi) {
  const mock = mockOffersApi(api);
  return { ...renderRoutes([{ path: '*', element: <SessionProvider>{element}</SessionProvider> }], '/'), ...mock };
}

/** Renders the whole app (layout, lazy routes) at `path`. */
export function renderPage(path: string, api: OffersApi) {
  const mock = mockOffersApi(api);
  return { ...renderRoutes(routes, path), ...mock };
}

/**
 * The open dialog whose title (h2) is `title`. antd names every dialog by the id 'test-id' under
 * test, so that a dialog opened from another one cannot be found by its accessible name.
 */
export async function findDialog(title: string | RegExp): Promise<HTMLElement> {
  // A Modal's title is an h2 here; a confirmation's (modal.confirm) is antd's own title element.
  const heading = await screen.findByText(title, { selector: '.ant-modal-title h2, .ant-modal-confirm-title' });
  return heading.closest('[role="dialog"]') as HTMLElement;
}

/** Text with the page's non-breaking spaces as plain ones (Intl's number format). */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
