/**
 * The public surface of `contact/`. The contact form: what other modules may use.
 * Other modules import from this file (and `contact.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { ContactService } from './contact.service';
