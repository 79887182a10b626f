import { followupText, MATCHING_MESSAGES } from './matching-rules';

describe('followupText', () => {
  it('says how many more providers were contacted, with the Czech plural', () => {
    expect(followupText(1)).toBe('Oslovili jsme dalšího dodavatele');
    expect(followupText(3)).toBe('Oslovili jsme další 3 dodavatele');
    expect(followupText(5)).toBe('Oslovili jsme dalších 5 dodavatelů');
  });

  it('names the limits in the Czech messages of the contract', () => {
    expect(MATCHING_MESSAGES.perRequest).toBe('K jedné poptávce můžete pozvat nejvýše 5 dodavatelů.');
    expect(MATCHING_MESSAGES.perDay).toBe('Dnes už jste pozvali 20 dodavatelů. Zkuste to zítra.');
    expect(MATCHING_MESSAGES.shortlistFull).toBe('Do výběru můžete uložit nejvýše 200 dodavatelů.');
  });
});
