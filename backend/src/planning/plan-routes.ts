import { applyDecorators, Controller } from '@nestjs/common';
import { ApiForbiddenResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { SignedIn } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PLAN_MESSAGES } from './planning-rules';

/**
 * A controller of the couple's plan at `path`: signed-in accounts only (401), couples only (a provider
 * account gets 403 from PlanAccess), documented once for the module's four controllers.
 */
export const PlanRoutes = (path: string): ClassDecorator =>
  applyDecorators(
    ApiTags('planning'),
    Controller(path),
    SignedIn(),
    ApiForbiddenResponse({ type: ApiErrorDto, description: `A provider account: '${PLAN_MESSAGES.couplesOnly}'` }),
  );

/** The 404 of a couple who has no plan yet. */
export const ApiNoPlanResponse = (): MethodDecorator & ClassDecorator =>
  ApiNotFoundResponse({ type: ApiErrorDto, description: `No plan: '${PLAN_MESSAGES.noPlan}'` });
