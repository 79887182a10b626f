import { Injectable } from '@nestjs/common';
import { hash, verify, type Options } from '@node-rs/argon2';

// `Algorithm.Argon2id` is an ambient const enum (not importable under isolatedModules); 2 is its value.
const ARGON2ID: Options = { algorithm: 2 as Options['algorithm'] };

/** argon2id with OWASP's recommended parameters (m=19 MiB, t=2, p=1). */
@Injectable()
export class PasswordService {
  // Verifying against a real hash when the account does not exist keeps login timing uniform.
  private readonly dummyHash = hash('svatby-timing-equaliser', ARGON2ID);

  hash(password: string): Promise<string> {
    return hash(password, ARGON2ID);
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      await verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }
}
