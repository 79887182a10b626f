import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each(['/dashboard', '/poptavky?requestId=40', '/subscribe?plan=premium_monthly'])('accepts %s', (path) => {
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', 'dashboard', '/a\nb'])(
    'rejects %j',
    (path) => {
      expect(safeReturnPath(path)).toBeNull();
    },
  );
});
