import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../common/http/api-errors';
import { PageHeadDto, PageHeadQueryDto } from './dto/page-head.dto';
import { PageHeadService } from './page-head.service';

@ApiTags('Pages')
@Controller('page-head')
export class PageHeadController {
  constructor(private readonly pages: PageHeadService) {}

  @Get()
  @ApiOperation({
    operationId: 'pageHead',
    summary: "A page's title, description, canonical URL, social preview, indexing and structured data",
    description: 'The same head the server writes into the page\'s HTML; the app asks for it while navigating.',
  })
  @ApiOkResponse({ type: PageHeadDto })
  @ApiErrors({ 400: 'The path is missing, too long or does not start with one /' })
  pageHead(@Query() query: PageHeadQueryDto): Promise<PageHeadDto> {
    return this.pages.headFor(query.path);
  }
}
