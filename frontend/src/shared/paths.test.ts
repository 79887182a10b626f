import { describe, expect, it } from 'vitest';
import { href, paths, withQuery } from './paths';

describe('href', () => {
  it('builds each link as the app has always written it', () => {
    expect(href.home()).toBe('/');
    expect(href.home('pricing')).toBe('/#pricing');
    expect(href.login()).toBe('/login');
    expect(href.login({ mode: 'register' })).toBe('/login?mode=register');
    expect(href.login({ returnUrl: paths.admin })).toBe('/login?returnUrl=%2Fadmin');
    expect(href.login({ returnUrl: paths.sendgridDebug })).toBe('/login?returnUrl=%2Fdebug%2Fsendgrid');
    expect(href.login({ returnTo: 'subscribe', plan: 'premium' })).toBe('/login?returnTo=subscribe&plan=premium');
    expect(href.login({ returnTo: 'subscribe' })).toBe('/login?returnTo=subscribe');
    expect(href.providers()).toBe('/dodavatele');
    expect(href.providers({ category: 'photography' })).toBe('/dodavatele?kategorie=photography');
    expect(href.portfolio(12)).toBe('/portfolio?provider=12');
    expect(href.serviceType('photography')).toBe('/services/photography');
    expect(href.requests()).toBe('/poptavky');
    expect(href.requests({ requestId: 40 })).toBe('/poptavky?requestId=40');
    expect(href.conversation(5)).toBe('/zpravy?c=5');
    expect(href.subscribe({ plan: 'basic' })).toBe('/subscribe?plan=basic');
    expect(href.subscribe({ plan: 'premium', from: 'subscription-management', upgrade: true })).toBe(
      '/subscribe?plan=premium&from=subscription-management&upgrade=true',
    );
    expect(href.subscribe({ plan: 'basic', from: 'subscription-management', upgrade: false })).toBe(
      '/subscribe?plan=basic&from=subscription-management',
    );
    expect(href.requestLink('sprava', { token: 'abc123' })).toBe('/poptavka/sprava?token=abc123');
    expect(href.requestLink('potvrdit')).toBe('/poptavka/potvrdit');
    expect(href.privacy('vase-data')).toBe('/ochrana-soukromi#vase-data');
    expect(href.terms()).toBe('/podminky-pouziti');
    expect(href.plan()).toBe('/muj-plan');
    expect(href.plan({ tab: 'hoste' })).toBe('/muj-plan?tab=hoste');
    expect(href.planJoin('abc123')).toBe('/muj-plan/pripojit?token=abc123');
    expect(href.rsvp('abc123')).toBe('/rsvp/abc123');
  });

  it('encodes query and path values', () => {
    expect(href.login({ returnUrl: '/portfolio?provider=12&x=a b' })).toBe('/login?returnUrl=%2Fportfolio%3Fprovider%3D12%26x%3Da%20b');
    expect(href.providers({ category: 'květiny & dekorace' })).toBe('/dodavatele?kategorie=kv%C4%9Btiny%20%26%20dekorace');
    expect(href.serviceType('a/b c')).toBe('/services/a%2Fb%20c');
    expect(href.requestLink('sprava', { token: 'a+b/c=' })).toBe('/poptavka/sprava?token=a%2Bb%2Fc%3D');
    expect(href.subscribe({ plan: 'x&from=evil' })).toBe('/subscribe?plan=x%26from%3Devil');
    expect(href.rsvp('a/b c')).toBe('/rsvp/a%2Fb%20c');
  });

  it('leaves out empty query values', () => {
    expect(withQuery('/a', { x: undefined, y: null, z: false, w: 0 })).toBe('/a?w=0');
    expect(withQuery('/a', {}, 'top')).toBe('/a#top');
  });

  it('writes every path absolute, each once', () => {
    const values = Object.values(paths);
    for (const path of values) expect(path.startsWith('/')).toBe(true);
    expect(new Set(values).size).toBe(values.length);
  });
});
