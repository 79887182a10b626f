/**
 * The public surface of `planning/`. The couple's wedding plan (issue 46): what other modules may use.
 * Other modules import from this file (and `planning.module.ts` for Nest's imports) only; the boundary check holds it.
 * Matching, Offers, Bookings and Requests must not import it (Planning depends on them).
 */
export { PlanningService } from './planning.service';
export { ExportedPlanDto } from './dto/plan.dto';
