import { INTERNAL_REQUEST_HEADER, internalRequestHeaders, isInternalRequest } from './page-rate-limit';

/** The render's in-process calls skip the rate limit by a token drawn at start; nothing a client sends may pass for one. */
describe('isInternalRequest', () => {
  it("takes the render's own header", () => {
    expect(isInternalRequest(internalRequestHeaders())).toBe(true);
  });

  it('refuses a missing, guessed, longer or repeated header', () => {
    const token = internalRequestHeaders()[INTERNAL_REQUEST_HEADER];
    expect(isInternalRequest({})).toBe(false);
    expect(isInternalRequest({ [INTERNAL_REQUEST_HEADER]: '0'.repeat(token.length) })).toBe(false);
    expect(isInternalRequest({ [INTERNAL_REQUEST_HEADER]: `${token}0` })).toBe(false);
    expect(isInternalRequest({ [INTERNAL_REQUEST_HEADER]: token.slice(1) })).toBe(false);
    expect(isInternalRequest({ [INTERNAL_REQUEST_HEADER]: [token, token] as unknown as string })).toBe(false);
  });
});
