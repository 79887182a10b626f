import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { withJsonETag } from '../common/http/json-etag';
import { LOCATIONS_CACHE_CONTROL, REQUEST_QUESTIONS_CACHE_CONTROL, requestQuestionsAnswer } from './catalog-answers';
import { CatalogService } from './catalog.service';
import { CategoryQuestionsDto, LocationDto } from './dto/catalog.dto';

/**
 * Reference data. GET /api/service-categories lives in the Stats module: it adds the live
 * provider counts of the Providers module to this module's cached list.
 */
@ApiTags('catalog')
@Controller()
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Get('locations')
  @Header('Cache-Control', LOCATIONS_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'catalogLocations',
    summary: 'Whole country, the 12 cities and the 8 regions',
    description: 'Open to anyone. Reference data that changes only with a deployment; cached and revalidated by its ETag.',
  })
  @ApiOkResponse({ type: [LocationDto] })
  async locations(@Res({ passthrough: true }) response: FastifyReply): Promise<LocationDto[]> {
    return withJsonETag(response, await this.catalog.listLocations());
  }

  @Get('catalog/request-questions')
  @Header('Cache-Control', REQUEST_QUESTIONS_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'requestQuestions',
    summary: "The request form's questions per category (step 2); the answers go to CreateServiceRequestDto.details",
    description: 'Open to anyone. Reference data that changes only with a deployment; cached and revalidated by its ETag.',
  })
  @ApiOkResponse({ type: CategoryQuestionsDto })
  requestQuestions(@Res({ passthrough: true }) response: FastifyReply): CategoryQuestionsDto {
    return withJsonETag(response, requestQuestionsAnswer());
  }
}
