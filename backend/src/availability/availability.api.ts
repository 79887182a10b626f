/**
 * The public surface of `availability/`. The providers' availability calendars: what other modules may use.
 * Other modules import from this file (and `availability.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { AvailabilityService } from './availability.service';
export { AvailabilityDayDto } from './dto/availability.dto';
