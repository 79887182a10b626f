import { describe, expect, it } from 'vitest';
import { CATCH_ALL_ROUTE, paths } from '../shared/paths';
import { plainLazyModules, plainPageModules } from './plainPages';
import { needsAntdProvider, pageLoaders, pageOf, pageRoutes } from './routeTable';
import type { PageName } from './routeTable';

describe('route table', () => {
  it('preloads the page the router renders for each path', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/dodavatele')).toBe('providers');
    expect(pageOf('/services/fotograf')).toBe('serviceType');
    expect(pageOf('/register-provider')).toBe('providerRegistration');
    expect(pageOf('/debug/sendgrid')).toBe('sendgridDebug');
    expect(pageOf('/ochrana-soukromi')).toBe('privacy');
    expect(pageOf('/muj-plan')).toBe('plan');
    expect(pageOf('/muj-plan/pripojit')).toBe('planJoin');
    expect(pageOf('/rsvp/abc')).toBe('rsvp');
    for (const route of pageRoutes.filter((entry) => entry.path !== '*')) {
      const sample = '/' + route.path.replace(':serviceType', 'fotograf').replace(':token', 'abc');
      expect(pageOf(sample)).toBe(route.page);
    }
  });

  it('sends unknown paths to the not-found page', () => {
    expect(pageOf('/neexistuje')).toBe('notFound');
    expect(pageOf('/constructor')).toBe('notFound');
    expect(pageOf('/__proto__')).toBe('notFound');
  });

  it('guards the signed-in pages', () => {
    const signedIn = pageRoutes.filter((route) => route.signedIn).map((route) => route.path);
    expect(signedIn).toEqual(['dashboard', 'calendar', 'profile-settings', 'subscription-management', 'zpravy', 'vybrani', 'muj-plan/pripojit', 'admin']);
  });
});

describe('route table and paths', () => {
  it('routes every path of shared/paths.ts, and nothing else (no orphan on either side)', () => {
    const routed = pageRoutes.filter((route) => route.path !== CATCH_ALL_ROUTE).map((route) => `/${route.path}`);
    expect(routed.length).toBe(new Set(routed).size);
    expect([...routed].sort()).toEqual(Object.values(paths).sort());
    // The catch-all comes last, so that it takes only what nothing else does.
    expect(pageRoutes.at(-1)).toEqual({ path: CATCH_ALL_ROUTE, page: 'notFound' });
  });

  it("routes each path to the page of the path's name, the registration's older address to the registration", () => {
    for (const route of pageRoutes.filter((entry) => entry.path !== CATCH_ALL_ROUTE)) {
      const name = Object.entries(paths).find(([, path]) => path === `/${route.path}`)?.[0];
      expect({ path: route.path, page: name === 'registerProvider' ? 'providerRegistration' : name }).toEqual({ path: route.path, page: route.page });
    }
  });
});

describe('plain pages', () => {
  it('names the module each plain page loads, for the build', async () => {
    for (const [page, module] of Object.entries(plainPageModules)) {
      const named = await import(/* @vite-ignore */ `../${module}.tsx`);
      expect((await pageLoaders[page as PageName]()).default).toBe(named.default);
      expect(needsAntdProvider(page as PageName)).toBe(false);
    }
    expect(needsAntdProvider('calendar')).toBe(true);
    expect(needsAntdProvider('contact')).toBe(true);
  });

  it('names plain lazy parts that exist', async () => {
    for (const module of plainLazyModules) {
      const loaded = await import(/* @vite-ignore */ `../${module}.tsx`);
      expect(typeof (loaded[module.split('/').pop() as string] ?? loaded.default)).toBe('function');
    }
  });
});
