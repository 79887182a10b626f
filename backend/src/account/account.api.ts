/**
 * The public surface of `account/`. Account export and deletion: what other modules may use.
 * Other modules import from this file (and `account.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ProviderRemovalService } from './provider-removal.service';
