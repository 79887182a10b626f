import type { CategoryDto, LocationDto, ProviderProfileDto, UserDto } from '../api';
import { routes } from '../app/router';
import { mockRecordingApi } from './recordingApi';
import { renderRoutes } from './renderRoutes';
import { visitorApi } from './renderApp';
import type { MockReply } from './renderApp';

/**
 * Test kit of the provider workspace pages (calendar, own portfolio, profile settings): like
 * test/renderApp, but the in-memory API also understands multipart bodies (handed over as a
 * FormData) and records every call with its body. Only imported by *.test.tsx files.
 */

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, a FormData (multipart; read it with formEntries) or undefined. */
  body: unknown;
}

/** A reply, or a function of the call giving one (a promise holds the response back until it settles). */
export type WorkspaceApi = Record<string, MockReply | ((body: unknown, call: RecordedCall) => MockReply | Promise<MockReply>)>;

export const providerUser: UserDto = {
  id: 7,
  email: 'info@bilyzavoj.cz',
  firstName: 'Jana',
  lastName: 'Nováková',
  profileImageUrl: null,
  isAdmin: false,
  emailVerified: true,
  hasPassword: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export const testCategories: CategoryDto[] = [
  { id: 'photography', name: 'Fotografie', description: '', group: 'Foto', icon: 'camera', priceRange: '', providerCount: 3 },
  { id: 'video', name: 'Video', description: '', group: 'Foto', icon: 'video', priceRange: '', providerCount: 1 },
  { id: 'flowers', name: 'Květiny', description: '', group: 'Výzdoba', icon: 'flower', priceRange: '', providerCount: 1 },
];

export const testLocations: LocationDto[] = [
  { id: 'cela-cr', name: 'Celá ČR', type: 'country' },
  { id: 'praha', name: 'Praha', type: 'city' },
  { id: 'brno', name: 'Brno', type: 'city' },
  { id: 'jihomoravsky', name: 'Jihomoravský kraj', type: 'region' },
];

export function makeProfile(overrides: Partial<ProviderProfileDto> = {}): ProviderProfileDto {
  return {
    id: 12,
    companyName: 'Studio Bílý závoj',
    description: 'Svatební fotografie a video z celého dne.',
    serviceType: 'photography,video',
    services: ['photography', 'video'],
    serviceAreas: ['praha', 'brno'],
    location: 'Praha a Brno',
    phonePrefix: '+420',
    phone: '777 123 456',
    email: 'info@bilyzavoj.cz',
    website: 'https://www.bilyzavoj.cz',
    instagramUrl: 'https://www.instagram.com/bilyzavoj',
    facebookUrl: null,
    tiktokUrl: null,
    linkedinUrl: null,
    yearsExperience: 12,
    priceFrom: 15000,
    priceTo: 40000,
    profileImageUrl: null,
    isDemo: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in provider with reference data. */
export function providerApi(extra: WorkspaceApi = {}): WorkspaceApi {
  return {
    ...visitorApi,
    'GET /api/auth/user': { status: 200, body: providerUser },
    'GET /api/isAdmin': { status: 403, body: { statusCode: 403, message: 'Zakázáno' } },
    'GET /api/provider/profile': { status: 200, body: makeProfile() },
    'GET /api/service-categories': { status: 200, body: testCategories },
    'GET /api/locations': { status: 200, body: testLocations },
    ...extra,
  };
}

/** A signed-in user without a provider profile. */
export function nonProviderApi(extra: WorkspaceApi = {}): WorkspaceApi {
  return providerApi({
    'GET /api/provider/profile': { status: 404, body: { statusCode: 404, message: 'Profil dodavatele nenalezen' } },
    ...extra,
  });
}

/** Renders the whole app at `path` with the given API; returns the recorded calls too. */
export function renderWorkspace(path: string, api: WorkspaceApi) {
  const { calls, callsTo, fetchMock } = mockRecordingApi(api);
  return { ...renderRoutes(routes, path), fetchMock, calls, callsTo };
}

/** The entries of a FormData as [name, text | '<file>'] pairs. */
export function formEntries(body: unknown): [string, string][] {
  // Duck-typed: the parsed request body is Node's FormData, not jsdom's global one.
  const form = body as { entries?: () => IterableIterator<[string, unknown]> } | undefined;
  if (!form || typeof form.entries !== 'function') throw new Error('Expected a multipart body');
  return [...form.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : '<file>']);
}
