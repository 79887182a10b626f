import { SESSION_COOKIE_NAME } from '../auth/auth.api';
import { sessionPreloads } from './seo-http.service';

describe('sessionPreloads', () => {
  const session = `${SESSION_COOKIE_NAME}=s%3Aabc.def; theme=light`;

  it('preloads nothing for a visitor (their 401 would be asked twice)', () => {
    expect(sessionPreloads('/muj-plan', undefined)).toEqual([]);
    expect(sessionPreloads('/muj-plan', 'theme=light')).toEqual([]);
  });

  it("preloads the session everywhere and each page's first calls", () => {
    expect(sessionPreloads('/dodavatele', session)).toEqual(['/api/auth/user']);
    // The wedding plan's first screen is its head and the tasks tab.
    expect(sessionPreloads('/muj-plan', session)).toEqual(['/api/auth/user', '/api/plan', '/api/plan/tasks']);
    expect(sessionPreloads('/muj-plan/pripojit', session)).toEqual(['/api/auth/user']);
  });

  it("preloads the couple's shortlist and the admin panel's first screen, as the app's fetch asks them", () => {
    expect(sessionPreloads('/vybrani', session)).toEqual(['/api/auth/user', '/api/shortlist', '/api/service-categories']);
    // The lists with the frontend's default filters (adminParams.ts; its test checks the same query strings).
    expect(sessionPreloads('/admin', session)).toEqual([
      '/api/auth/user',
      '/api/isAdmin',
      '/api/admin/service-requests?page=1&pageSize=20&sort=newest',
      '/api/admin/providers?page=1&pageSize=20&sort=newest',
      '/api/admin/message-reports?page=1&pageSize=1&status=open',
      '/api/admin/overview',
      '/api/service-categories',
    ]);
    expect(sessionPreloads('/admin', undefined)).toEqual([]);
  });

  it("preloads the provider's pages' first calls, as the app's fetch asks them", () => {
    expect(sessionPreloads('/dashboard', session)).toEqual(['/api/auth/user', '/api/provider/profile']);
    expect(sessionPreloads('/inquiries', session)).toEqual([
      '/api/auth/user',
      '/api/provider/profile',
      '/api/service-requests?page=1&pageSize=12&sort=newest&filtered=true',
    ]);
    expect(sessionPreloads('/subscription-management', session)).toEqual([
      '/api/auth/user',
      '/api/provider/profile',
      '/api/subscription/info',
      '/api/subscription/plans',
    ]);
    expect(sessionPreloads('/zpravy', session)).toEqual(['/api/auth/user', '/api/conversations?page=1&pageSize=20']);
    expect(sessionPreloads('/rezervace/42', session)).toEqual(['/api/auth/user', '/api/bookings/42']);
    expect(sessionPreloads('/rezervace/abc', session)).toEqual(['/api/auth/user']);
    expect(sessionPreloads('/rezervace/42', undefined)).toEqual([]);
  });
});
