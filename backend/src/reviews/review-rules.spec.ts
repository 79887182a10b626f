import { isGmailAddress, reviewerDisplayName } from './review-rules';

describe('review rules', () => {
  it.each([
    ['jana.novakova@gmail.com', true],
    ['Jana@GMAIL.com', true],
    ['petr@googlemail.com', true],
    ['jana@seznam.cz', false],
    ['jana@gmail.com.evil.cz', false],
    ['jana@notgmail.com', false],
    ['gmail.com@seznam.cz', false],
  ])('%s is a Gmail address: %s', (email, expected) => {
    expect(isGmailAddress(email)).toBe(expected);
  });

  it("shows 'Anonymní' for a missing or blank name", () => {
    expect(reviewerDisplayName(null)).toBe('Anonymní');
    expect(reviewerDisplayName('  ')).toBe('Anonymní');
    expect(reviewerDisplayName(' Jana ')).toBe('Jana');
  });
});
