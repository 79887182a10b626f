import { withoutTokens } from './http-exception.filter';

describe('withoutTokens', () => {
  it("hides a link's token in a logged URL and keeps the rest", () => {
    expect(withoutTokens('/api/service-requests/manage?token=abcDEF_123-x')).toBe('/api/service-requests/manage?token=[skryto]');
    expect(withoutTokens('/reset-password?lang=cs&token=abc&next=1')).toBe('/reset-password?lang=cs&token=[skryto]&next=1');
    expect(withoutTokens('/api/service-requests?page=2')).toBe('/api/service-requests?page=2');
  });
});
