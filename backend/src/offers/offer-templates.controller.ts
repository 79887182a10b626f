import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { ApiTokenScope, ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { OfferTemplateDto, SaveOfferTemplateDto } from './dto/offer-template.dto';
import { TEMPLATE_MESSAGES } from './offer-rules';
import { OfferTemplatesService } from './offer-templates.service';

const templateId = new PositiveIdPipe(TEMPLATE_MESSAGES.notFound);

/** The signed-in provider's offer templates ("Šablony nabídek", issue 45). */
@ApiTags('offers')
@Controller('offer-templates')
export class OfferTemplatesController {
  constructor(private readonly templates: OfferTemplatesService) {}

  @Get()
  @ApiTokenScope('offers:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'listOfferTemplates',
    summary: "The signed-in provider's offer templates, by name",
    description:
      'Signed-in providers only, their own templates (any plan: a template is used when sending an offer, which needs an active ' +
      'subscription).',
  })
  @ApiOkResponse({ type: [OfferTemplateDto] })
  list(@Viewer() viewer: Viewer): Promise<OfferTemplateDto[]> {
    return this.templates.list(viewer);
  }

  @Post()
  @ProviderOnly()
  @ApiOperation({
    operationId: 'createOfferTemplate',
    summary: 'A new offer template (at most 10, names unique per provider)',
    description:
      "Signed-in providers only. The template follows the offer's rules (text, price or price range, validity) so it can fill the " +
      "offer form.",
  })
  @ApiCreatedResponse({ type: OfferTemplateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field; the offer\'s rules)' })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${TEMPLATE_MESSAGES.tooMany}' or '${TEMPLATE_MESSAGES.nameTaken}'` })
  create(@Body() dto: SaveOfferTemplateDto, @Viewer() viewer: Viewer): Promise<OfferTemplateDto> {
    return this.templates.create(dto, viewer);
  }

  @Put(':id')
  @ProviderOnly()
  @ApiParam({ name: 'id', type: Number, description: 'Template id' })
  @ApiOperation({
    operationId: 'updateOfferTemplate',
    summary: 'Replaces an offer template of the signed-in provider',
    description: 'Signed-in providers only, their own templates. Offers sent from the template earlier are not changed.',
  })
  @ApiOkResponse({ type: OfferTemplateDto })
  @ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input (Czech message per field)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${TEMPLATE_MESSAGES.notFound}' (also another provider's template)` })
  @ApiConflictResponse({ type: ApiErrorDto, description: `'${TEMPLATE_MESSAGES.nameTaken}'` })
  update(@Param('id', templateId) id: number, @Body() dto: SaveOfferTemplateDto, @Viewer() viewer: Viewer): Promise<OfferTemplateDto> {
    return this.templates.update(id, dto, viewer);
  }

  @Delete(':id')
  @HttpCode(204)
  @ProviderOnly()
  @ApiParam({ name: 'id', type: Number, description: 'Template id' })
  @ApiOperation({
    operationId: 'deleteOfferTemplate',
    summary: 'Deletes an offer template of the signed-in provider',
    description: 'Signed-in providers only, their own templates. Offers sent from the template earlier are not changed.',
  })
  @ApiNoContentResponse()
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${TEMPLATE_MESSAGES.notFound}' (also another provider's template)` })
  delete(@Param('id', templateId) id: number, @Viewer() viewer: Viewer): Promise<void> {
    return this.templates.delete(id, viewer);
  }
}
