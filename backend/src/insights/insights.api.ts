/**
 * The public surface of `insights/`. The provider's funnel and the public figures (issue 47): what other modules may use.
 * Other modules import from this file (and `insights.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { FiguresService } from './figures.service';
