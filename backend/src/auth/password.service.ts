import { availableParallelism } from 'node:os';
import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';
import { ConcurrencyLimit } from './concurrency-limit';

// `Algorithm.Argon2id` is an ambient const enum (not importable under isolatedModules); 2 is its value.
const ARGON2ID: Options = { algorithm: 2 as Options['algorithm'] };

/** argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1). */
@Injectable()
export class PasswordService {
  // Each hash holds its 19 MiB outside the JS heap while it runs on a libuv thread (4 by default). One per core at a
  // time: a burst of sign-ins is as fast (the work is CPU-bound) and holds cores × 19 MiB, not 4 × 19 MiB.
  private readonly slots = new ConcurrencyLimit(availableParallelism());
  // Verifying against a real hash when the account does not exist keeps login timing uniform.
  private readonly dummyHash = this.slots.run(() => hash('svatby-timing-equaliser', ARGON2ID));

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password, ARGON2ID));
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      const dummyHash = await this.dummyHash;
      await this.slots.run(() => verify(dummyHash, password)).catch(() => false);
      return false;
    }
    try {
      return await this.slots.run(() => verify(passwordHash, password));
    } catch {
      return false;
    }
  }
}
