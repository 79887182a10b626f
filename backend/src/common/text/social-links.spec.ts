import { normalizeSocialLink, normalizeWebsiteLink, withHttps } from './social-links';

describe('social links', () => {
  it('keeps empty values empty', () => {
    for (const empty of ['', '   ', null, undefined]) {
      expect(normalizeSocialLink('instagram', empty)).toBeNull();
      expect(normalizeWebsiteLink(empty)).toBeNull();
      expect(withHttps(empty)).toBeNull();
    }
  });

  it("adds 'https://' when the scheme is missing and keeps http or https as given", () => {
    expect(normalizeSocialLink('instagram', ' instagram.com/fotoateliersvetlo ')).toBe('https://instagram.com/fotoateliersvetlo');
    expect(normalizeSocialLink('instagram', 'http://www.instagram.com/a')).toBe('http://www.instagram.com/a');
    expect(normalizeSocialLink('instagram', 'HTTPS://www.Instagram.com/a')).toBe('HTTPS://www.Instagram.com/a');
  });

  it.each([
    ['instagram', ['instagram.com', 'www.instagram.com'], ['m.instagram.com', 'instagr.am', 'facebook.com']],
    ['facebook', ['facebook.com', 'www.facebook.com', 'm.facebook.com'], ['fb.com', 'web.facebook.com', 'instagram.com']],
    ['tiktok', ['tiktok.com', 'www.tiktok.com'], ['vm.tiktok.com', 'tiktok.cz']],
    ['linkedin', ['linkedin.com', 'www.linkedin.com'], ['cz.linkedin.com', 'lnkd.in']],
  ] as const)('accepts only the hosts of %s', (network, allowed, refused) => {
    for (const host of allowed) expect(normalizeSocialLink(network, `https://${host}/svatby`)).toBe(`https://${host}/svatby`);
    for (const host of refused) expect(normalizeSocialLink(network, `https://${host}/svatby`)).toBeNull();
  });

  it('drops look-alike hosts, credentials tricks, other schemes and unparsable text', () => {
    expect(normalizeSocialLink('instagram', 'instagram.com.evil.cz/a')).toBeNull();
    expect(normalizeSocialLink('instagram', 'https://instagram.com@evil.cz/a')).toBeNull();
    expect(normalizeSocialLink('instagram', 'https://evil.cz/instagram.com')).toBeNull();
    expect(normalizeSocialLink('instagram', 'javascript:alert(1)')).toBeNull();
    expect(normalizeSocialLink('instagram', 'ftp://instagram.com/a')).toBeNull();
    expect(normalizeSocialLink('instagram', 'moje instagram')).toBeNull();
    expect(normalizeSocialLink('instagram', `instagram.com/${'a'.repeat(490)}`)).toBeNull();
  });

  it('accepts any web address as a website and drops what is not one', () => {
    expect(normalizeWebsiteLink('www.svatba-hluboka.cz')).toBe('https://www.svatba-hluboka.cz');
    expect(normalizeWebsiteLink('http://localhost:8080/a')).toBe('http://localhost:8080/a');
    expect(normalizeWebsiteLink('moje stránky')).toBeNull();
    expect(normalizeWebsiteLink('https://')).toBeNull();
  });
});
