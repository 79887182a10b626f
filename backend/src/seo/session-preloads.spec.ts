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
    expect(sessionPreloads('/admin', session)).toEqual(['/api/auth/user', '/api/isAdmin']);
    expect(sessionPreloads('/inquiries', session)).toEqual(['/api/auth/user', '/api/provider/profile']);
    // The wedding plan's first screen is its head and the tasks tab.
    expect(sessionPreloads('/muj-plan', session)).toEqual(['/api/auth/user', '/api/plan', '/api/plan/tasks']);
    expect(sessionPreloads('/muj-plan/pripojit', session)).toEqual(['/api/auth/user']);
  });
});
