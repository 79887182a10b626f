import { Injectable } from '@nestjs/common';
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

/**
 * The stored form: `v1:` and base64url of IV (12 bytes) ‖ GCM tag (16 bytes) ‖ ciphertext. The
 * version names the key and the layout, so that a later key can be told from this one and rotated in.
 */
const VERSION_PREFIX = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** How every secret begins in clear (newWebhookSecret): never the start of an encrypted value. */
const CLEAR_PREFIX = 'whsec_';

export const SECRET_UNREADABLE = 'Webhook secret cannot be decrypted (another WEBHOOK_SECRET_KEY, or the stored value was altered)';

/** Encrypts a value with AES-256-GCM under `key` (32 bytes), a random IV per call. */
export function encryptSecret(plain: string, key: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${VERSION_PREFIX}${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The value encryptSecret sealed; throws when the key is not the one, the value was changed or it is not of a known version. */
export function decryptSecret(stored: string, key: Buffer): string {
  if (!isEncryptedSecret(stored)) throw new Error('Webhook secret is not in a known encrypted form (v1:…)');
  const raw = Buffer.from(stored.slice(VERSION_PREFIX.length), 'base64url');
  if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error(SECRET_UNREADABLE);
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    throw new Error(SECRET_UNREADABLE);
  }
}

export function isEncryptedSecret(stored: string): boolean {
  return stored.startsWith(VERSION_PREFIX);
}

/** The endpoints' signing secrets at rest, under the configured WEBHOOK_SECRET_KEY. */
@Injectable()
export class WebhookSecretCipher {
  constructor(private readonly config: AppConfig) {}

  encrypt(plain: string): string {
    return encryptSecret(plain, this.config.webhookSecretKey);
  }

  /**
   * The secret of a stored value. A `whsec_…` still in clear is one an older instance wrote during a
   * rolling deploy: it signs as it is, and the next start encrypts it (WebhooksService.onModuleInit).
   */
  reveal(stored: string): string {
    return stored.startsWith(CLEAR_PREFIX) ? stored : decryptSecret(stored, this.config.webhookSecretKey);
  }
}
