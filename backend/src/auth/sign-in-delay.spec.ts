import { czechWait, delayAfter, SIGN_IN_DELAY, tooManySignInFailures } from './sign-in-delay';

describe('the sign-in delay', () => {
  it('waits nothing within the free failures, then doubles from 2 s up to the cap', () => {
    const { freePerAddress, addressCapSeconds, freePerAccount, accountCapSeconds } = SIGN_IN_DELAY;
    const address = Array.from({ length: 14 }, (_, index) => delayAfter(index + 1, freePerAddress, addressCapSeconds));
    expect(address).toEqual([0, 0, 0, 0, 2, 4, 8, 16, 32, 64, 128, 256, 300, 300]);
    const account = Array.from({ length: 16 }, (_, index) => delayAfter(index + 1, freePerAccount, accountCapSeconds));
    expect(account).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 4, 8, 16, 30, 30, 30]);
  });

  it('says how long in Czech', () => {
    expect([1, 2, 4, 5, 30, 59, 60, 61, 120, 300].map(czechWait)).toEqual([
      '1 sekundu',
      '2 sekundy',
      '4 sekundy',
      '5 sekund',
      '30 sekund',
      '59 sekund',
      '1 minutu',
      '2 minuty',
      '2 minuty',
      '5 minut',
    ]);
    expect(tooManySignInFailures(16)).toBe(
      'Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu. Zkuste to prosím znovu za 16 sekund, nebo si obnovte heslo.',
    );
  });
});
