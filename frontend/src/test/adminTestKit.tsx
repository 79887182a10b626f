import { configure } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, vi } from 'vitest';
import type { AdminOverviewDto, AdminProviderDto, AdminRequestDto, CategoryDto } from '../api';
import { renderRoutes } from './renderRoutes';
import { mockApi } from './renderApp';
import type { MockApi } from './renderApp';
import SendgridDebugPage from '../features/debug/SendgridDebugPage';
import AdminPage from '../features/admin/AdminPage';

/** Fixtures and a renderer of the admin and diagnostics tests. Only imported by *.test.tsx files. */

export const categories: CategoryDto[] = [
  { id: 'photography', name: 'Fotografie', description: '', group: 'Foto', icon: 'camera', priceRange: '', providerCount: 1 },
  { id: 'catering', name: 'Catering', description: '', group: 'Jídlo', icon: 'utensils', priceRange: '', providerCount: 1 },
  { id: 'music', name: 'Živá hudba', description: '', group: 'Zábava', icon: 'music', priceRange: '', providerCount: 1 },
];

export function makeRequest(overrides: Partial<AdminRequestDto> = {}): AdminRequestDto {
  return {
    id: 40,
    coupleName: 'Tereza a Jakub',
    title: 'Fotograf na zámek',
    status: 'active',
    createdAt: '2026-09-12T10:00:00.000Z',
    weddingDate: '2027-06-19',
    location: 'Praha',
    contactEmail: 'tereza@example.cz',
    contactPhone: '+420 777 111 222',
    budget: '50 000 Kč',
    description: 'Hledáme fotografa na celý den.',
    services: ['photography', 'music'],
    adminNotes: null,
    markedForDeletion: false,
    markedForDeletionAt: null,
    deletionReason: null,
    olderThanMonth: false,
    isDemo: false,
    ...overrides,
  };
}

export function makeProvider(overrides: Partial<AdminProviderDto> = {}): AdminProviderDto {
  return {
    id: 12,
    companyName: 'Studio Světlo',
    serviceType: ['photography', 'catering'],
    subscriptionActive: false,
    subscriptionPlanType: null,
    subscriptionEndsAt: null,
    subscriptionSource: null,
    email: 'info@studio.cz',
    phonePrefix: '+420',
    phone: '777 123 456',
    yearsExperience: 8,
    createdAt: '2025-01-15T09:00:00.000Z',
    description: 'Svatební fotografie s citem.',
    serviceAreas: ['Praha', 'Brno'],
    priceFrom: 15000,
    priceTo: 40000,
    isDemo: false,
    ...overrides,
  };
}

export const pageOf = <Item,>(items: Item[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

export const overview: AdminOverviewDto = {
  requestsPerWeek: [
    { week: '2026-08-31', count: 2 },
    { week: '2026-09-07', count: 5 },
  ],
  activeSubscriptionsByPlan: [
    { planType: 'basic', count: 3 },
    { planType: 'premium', count: 1 },
  ],
  revenuePerMonth: [
    { month: '2026-08', amount: 2800, testAmount: 0 },
    { month: '2026-09', amount: 12500, testAmount: 0 },
  ],
  totalRequests: 3,
  totalProviders: 2,
  activeRequests: 2,
  activeDemoRequests: 0,
  demoRequests: 0,
  listedProviders: 1,
  demoProviders: 0,
  offersPerWeek: [
    { week: '2026-08-31', count: 4 },
    { week: '2026-09-07', count: 7 },
  ],
  requestsWithOfferShare: 0.8,
  medianFirstResponseMinutes: 135,
  matching: { requestsConsidered: 10, withTwoOffersIn48h: 6, shareWithTwoOffersIn48h: 0.6, medianHoursToFirstOffer: 4 },
};

export const requests = [
  makeRequest(),
  makeRequest({
    id: 41,
    coupleName: 'Lucie a Petr',
    title: 'Catering pro 80 hostů',
    status: 'fulfilled',
    weddingDate: null,
    olderThanMonth: true,
    contactPhone: null,
    services: ['catering'],
    adminNotes: 'Volali jsme, vše vyřízeno.',
  }),
  makeRequest({
    id: 42,
    coupleName: 'Eva a Marek',
    title: 'Kapela na večer',
    olderThanMonth: true,
    markedForDeletion: true,
    markedForDeletionAt: '2026-10-01T08:00:00.000Z',
    deletionReason: 'Neaktuální',
  }),
];

export const providers = [
  makeProvider(),
  makeProvider({
    id: 13,
    companyName: 'Hudba Praha',
    serviceType: ['music'],
    subscriptionActive: true,
    subscriptionPlanType: 'premium',
    subscriptionEndsAt: '2027-09-01T00:00:00.000Z',
    subscriptionSource: 'admin',
    email: 'kapela@hudba.cz',
  }),
];

/** An admin with three requests, two providers and no reported messages. */
export function adminApi(extra: MockApi = {}): MockApi {
  return {
    'GET /api/isAdmin': { status: 200, body: { isAdmin: true } },
    'GET /api/service-categories': { status: 200, body: categories },
    'GET /api/admin/overview': { status: 200, body: overview },
    'GET /api/admin/service-requests': { status: 200, body: pageOf(requests) },
    'GET /api/admin/providers': { status: 200, body: pageOf(providers) },
    'GET /api/admin/message-reports': { status: 200, body: pageOf([]) },
    ...extra,
  };
}

export const forbidden = { status: 403, body: { statusCode: 403, message: 'Admin access required' } };

/**
 * Renders /admin (AdminPage) or /debug/sendgrid (SendgridDebugPage) at `path` with the app's
 * providers; /dashboard and /login are stubs. RequireAuth is the router's concern, not tested here.
 */
export function renderAdmin(path: string, api: MockApi) {
  const fetchMock = mockApi(api);
  const rendered = renderRoutes(
    [
      { path: '/admin', element: <AdminPage /> },
      { path: '/debug/sendgrid', element: <SendgridDebugPage /> },
      { path: '/dashboard', element: <p>Dashboard stub</p> },
      { path: '/login', element: <p>Login stub</p> },
    ],
    path,
  );
  return { ...rendered, fetchMock };
}

/** The URLs the app fetched, for asserting query parameters. */
export const urlsOf = (fetchMock: ReturnType<typeof renderAdmin>['fetchMock']) =>
  fetchMock.mock.calls.map(([input]) => new URL(input instanceof Request ? input.url : String(input), 'http://localhost'));

/** user-event without its pointer-events check, which reads the computed style of every ancestor (slow with antd in jsdom). */
export const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/**
 * The admin test files' common setup. jsdom's getComputedStyle matches antd's (large) CSS-in-JS
 * styles against every ancestor of a table cell: the visibility check of *ByRole took tens of
 * seconds per query, and nothing these tests look for is hidden by CSS, so role queries skip it;
 * antd's table renders in seconds on a busy machine.
 */
export function setUpAdminTests(): void {
  configure({ defaultHidden: true });
  vi.setConfig({ testTimeout: 20_000 });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
