import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req, UploadedFiles, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiTokenScope, ProviderOnly, Viewer } from '../auth/auth.api';
import { ImageUploadInterceptor, PositiveIdPipe, ProviderIdPipe } from '../providers/providers.api';
import { PortfolioItemDto, PortfolioItemFieldsDto, PortfolioItemFormDto } from './dto/portfolio-item.dto';
import { PortfolioViewsDto } from './dto/portfolio-views.dto';
import { PortfolioViewsService } from './portfolio-views.service';
import { PORTFOLIO_IMAGES_MAX, PORTFOLIO_MESSAGES } from './portfolio-rules';
import { PortfolioService } from './portfolio.service';

const itemId = new PositiveIdPipe(PORTFOLIO_MESSAGES.notFound);
/** The 403s of the own-portfolio calls: not a provider, or another provider's item. */
const FORBIDDEN_OR_FOREIGN = "'Tato akce je jen pro dodavatele', or 'K této položce nemáte přístup'";
const BAD_FORM = {
  type: ApiErrorDto,
  description:
    "E.g. 'Název je povinný', 'Nahrajte obrázek ve formátu JPG, PNG nebo WebP', 'Obrázek může mít nejvýše 5 MB', " +
    "'Položka může mít nejvýše 6 obrázků'",
};

type UploadedFile = { buffer: Buffer };

@ApiTags('portfolio')
@Controller()
export class PortfolioController {
  constructor(
    private readonly portfolio: PortfolioService,
    private readonly views: PortfolioViewsService,
  ) {}

  @Get('providers/:id/portfolio')
  @ApiOperation({
    operationId: 'portfolioPublicList',
    summary: "A provider's portfolio, featured first, then the newest event",
    description: 'Open to anyone: the items with their image URLs.',
  })
  @ApiParam({ name: 'id', type: Number, description: 'Provider id' })
  @ApiOkResponse({ type: [PortfolioItemDto] })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" })
  publicList(@Param('id', ProviderIdPipe) id: number, @Viewer() viewer: Viewer): Promise<PortfolioItemDto[]> {
    return this.portfolio.publicList(id, !viewer.user);
  }

  @Post('providers/:id/views')
  @HttpCode(204)
  // Anonymous write: a page opens it once per visit; more than this from one address is not a reader.
  @Throttle({ default: { limit: 30, ttl: 60_000 } })
  @ApiOperation({
    operationId: 'portfolioRecordView',
    summary: "Count a view of a provider's public portfolio: once per visitor and day, never the owner's own",
    description:
      "Open to anyone (the portfolio page calls it once per visit); feeds the provider's view figures. Rate limited to 30 a minute per " +
      "client address.",
  })
  @ApiParam({ name: 'id', type: Number, description: 'Provider id' })
  @ApiNoContentResponse({ description: 'Recorded (or already counted today)' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Dodavatel s tímto ID nebyl nalezen.'" })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto })
  async recordView(@Param('id', ProviderIdPipe) id: number, @Viewer() viewer: Viewer, @Req() request: FastifyRequest): Promise<void> {
    await this.views.record(id, {
      userId: viewer.user?.id,
      providerId: viewer.provider?.id,
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
  }

  @Get('provider/portfolio/views')
  @ProviderOnly(FORBIDDEN_OR_FOREIGN)
  @ApiOperation({
    operationId: 'portfolioOwnViews',
    summary: "The signed-in provider's public portfolio views",
    description: 'Signed-in providers only, their own figures (any plan).',
  })
  @ApiOkResponse({ type: PortfolioViewsDto })
  ownViews(@Viewer() viewer: Viewer): Promise<PortfolioViewsDto> {
    return this.views.figures(viewer.provider!.id);
  }

  @Get('provider/portfolio')
  @ApiTokenScope('profile:read')
  @ProviderOnly(FORBIDDEN_OR_FOREIGN)
  @ApiOperation({
    operationId: 'portfolioOwnList',
    summary: "The signed-in provider's portfolio, in the public order",
    description: 'Signed-in providers only, their own items.',
  })
  @ApiOkResponse({ type: [PortfolioItemDto] })
  ownList(@Viewer() viewer: Viewer): Promise<PortfolioItemDto[]> {
    return this.portfolio.listOf(viewer.provider!.id);
  }

  @Post('provider/portfolio')
  @ApiTokenScope('profile:write')
  @ProviderOnly(FORBIDDEN_OR_FOREIGN)
  @UseInterceptors(ImageUploadInterceptor('images', PORTFOLIO_IMAGES_MAX, PORTFOLIO_MESSAGES.tooManyImages))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PortfolioItemFormDto })
  @ApiOperation({
    operationId: 'portfolioCreate',
    summary: 'Add a portfolio item with up to 6 images',
    description:
      'Signed-in providers only. Images (JPG, PNG or WebP, at most 5 MB each, checked by their content) are stored; the item shows on ' +
      'the public portfolio at once.',
  })
  @ApiCreatedResponse({ type: PortfolioItemDto })
  @ApiBadRequestResponse(BAD_FORM)
  create(
    @Viewer() viewer: Viewer,
    @Body() form: PortfolioItemFieldsDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.create(viewer.provider!.id, form, files ?? []);
  }

  @Put('provider/portfolio/:itemId')
  @ApiTokenScope('profile:write')
  @ProviderOnly(FORBIDDEN_OR_FOREIGN)
  @UseInterceptors(ImageUploadInterceptor('images', PORTFOLIO_IMAGES_MAX, PORTFOLIO_MESSAGES.tooManyImages))
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: PortfolioItemFormDto })
  @ApiParam({ name: 'itemId', type: Number })
  @ApiOperation({
    operationId: 'portfolioUpdate',
    summary: 'Replace an own portfolio item; keepImages lists the current images to keep, new files are added',
    description: "Signed-in providers only, their own items (another provider's item answers 403). Images not kept are deleted.",
  })
  @ApiOkResponse({ type: PortfolioItemDto })
  @ApiBadRequestResponse(BAD_FORM)
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Položka portfolia nenalezena'" })
  update(
    @Viewer() viewer: Viewer,
    @Param('itemId', itemId) id: number,
    @Body() form: PortfolioItemFieldsDto,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ): Promise<PortfolioItemDto> {
    return this.portfolio.update(viewer.provider!.id, id, form, files ?? []);
  }

  @Delete('provider/portfolio/:itemId')
  @ApiTokenScope('profile:write')
  @HttpCode(204)
  @ProviderOnly(FORBIDDEN_OR_FOREIGN)
  @ApiParam({ name: 'itemId', type: Number })
  @ApiOperation({
    operationId: 'portfolioDelete',
    summary: 'Delete an own portfolio item and its images',
    description: "Signed-in providers only, their own items (another provider's item answers 403).",
  })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: "'Položka portfolia nenalezena'" })
  async remove(@Viewer() viewer: Viewer, @Param('itemId', itemId) id: number): Promise<void> {
    await this.portfolio.remove(viewer.provider!.id, id);
  }
}
