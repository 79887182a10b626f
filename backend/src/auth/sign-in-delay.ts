import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { hashToken } from '../common/security/link-token';
import { AuthRepository } from './auth.repository';

/**
 * The progressive delay after failed sign-ins (it replaced a hard 15-minute lock per account, which
 * anybody could renew forever, and which outlived a password reset). Failures are counted twice:
 *
 * - per account and client address: after `freePerAddress` failures that address waits 2, 4, 8 …
 *   seconds before its next try on that account, up to `addressCapSeconds`. One address guessing
 *   gets slower and slower, and nobody else notices.
 * - per account, across addresses: only the failures an address makes within its own free ones
 *   count here, so one address alone can never delay the owner. After `freePerAccount` of them
 *   (a guess from many addresses) every try on the account waits 2, 4, 8 … seconds, at most
 *   `accountCapSeconds`: short enough that the owner gets in.
 *
 * A try is counted before the password is checked (parallel guesses cannot slip past the count),
 * forgiven when it succeeds, and its wait counted from the answer when it fails. A waiting try is answered 429 with Retry-After at once: nothing
 * holds a server worker. Failures are forgotten `windowMs` after the last one; a password reset
 * forgets the account's at once. An unknown e-mail is counted like a known one.
 */
export const SIGN_IN_DELAY = {
  windowMs: 15 * 60_000,
  freePerAddress: 5,
  addressCapSeconds: 300,
  freePerAccount: 10,
  accountCapSeconds: 30,
} as const;

/** The account-wide row's source (an address's row is the SHA-256 of the address). */
const ACCOUNT_SOURCE = '';

/** Seconds to wait after the `failures`-th failure: none before the `free`-th, then 2, 4, 8 … up to `capSeconds`. */
export function delayAfter(failures: number, free: number, capSeconds: number): number {
  return failures < free ? 0 : Math.min(2 ** (failures - free + 1), capSeconds);
}

/** "1 sekundu", "3 sekundy", "30 sekund", "5 minut" (from a minute up, whole minutes rounded up). */
export function czechWait(seconds: number): string {
  const [count, one, few, many] =
    seconds < 60 ? [seconds, 'sekundu', 'sekundy', 'sekund'] : [Math.ceil(seconds / 60), 'minutu', 'minuty', 'minut'];
  return `${count} ${count === 1 ? one : count >= 2 && count <= 4 ? few : many}`;
}

export const tooManySignInFailures = (seconds: number): string =>
  `Příliš mnoho neúspěšných pokusů o přihlášení k tomuto účtu. Zkuste to prosím znovu za ${czechWait(seconds)}, nebo si obnovte heslo.`;

/** One sign-in try: the e-mail typed and the client address it came from. */
export interface SignInAttempt {
  email: string;
  address: string | undefined;
}

/** A try counted by `begin`: the rows it counted in. */
export interface CountedSignIn {
  accountKey: string;
  sources: string[];
}

const accountKeyOf = (email: string) => hashToken(email.trim().toLowerCase());
const sourceOf = (address: string | undefined) => hashToken(`address:${address ?? 'unknown'}`);

@Injectable()
export class SignInDelays {
  constructor(private readonly repository: AuthRepository) {}

  /**
   * Before the password is checked: throws 429 (Czech message, `Retry-After` through `retryAfter`)
   * while the address or the account waits; else counts the try as a failure until `succeeded`
   * forgives it (or `failed` starts its wait again from the answer).
   */
  async begin(attempt: SignInAttempt, retryAfter: (seconds: number) => void): Promise<CountedSignIn> {
    const accountKey = accountKeyOf(attempt.email);
    const source = sourceOf(attempt.address);
    const { windowMs, freePerAddress, addressCapSeconds, freePerAccount, accountCapSeconds } = SIGN_IN_DELAY;
    const counted = await this.repository.withSignInLock(accountKey, async (manager) => {
      const rows = await this.repository.signInFailures(manager, accountKey, [ACCOUNT_SOURCE, source], windowMs);
      const wait = Math.max(0, ...rows.map((row) => row.waitMs));
      if (wait > 0) return wait;
      const current = (of: string) => rows.find((row) => row.source === of && row.recent)?.failures ?? 0;
      const addressFailures = current(source) + 1;
      const changes = [{ source, failures: addressFailures, delaySeconds: delayAfter(addressFailures, freePerAddress, addressCapSeconds) }];
      if (addressFailures <= freePerAddress) {
        const accountFailures = current(ACCOUNT_SOURCE) + 1;
        changes.push({ source: ACCOUNT_SOURCE, failures: accountFailures, delaySeconds: delayAfter(accountFailures, freePerAccount, accountCapSeconds) });
      }
      await this.repository.saveSignInFailures(manager, accountKey, changes);
      return changes.map((change) => change.source);
    });
    if (typeof counted === 'number') {
      const seconds = Math.ceil(counted / 1000);
      retryAfter(seconds);
      throw new HttpException(tooManySignInFailures(seconds), HttpStatus.TOO_MANY_REQUESTS);
    }
    return { accountKey, sources: counted };
  }

  /** A wrong password: the waits this try started count from now (the check took its time). */
  async failed(counted: CountedSignIn): Promise<void> {
    await this.repository.restartSignInWaits(counted.accountKey, counted.sources);
  }

  /** The right password: this address's failures and the account's count are forgiven. */
  async succeeded(attempt: SignInAttempt): Promise<void> {
    await this.repository.clearSignInFailures(accountKeyOf(attempt.email), [ACCOUNT_SOURCE, sourceOf(attempt.address)]);
  }

  /** A password reset: every failure on the account is forgotten (they guessed the old password). */
  async forgetAccount(email: string, manager?: EntityManager): Promise<void> {
    await this.repository.clearSignInFailures(accountKeyOf(email), null, manager);
  }

  /** Drops the failures past their window whose wait is over (the hourly job); how many. */
  prune(): Promise<number> {
    return this.repository.pruneSignInFailures(SIGN_IN_DELAY.windowMs);
  }
}
