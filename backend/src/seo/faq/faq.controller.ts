import { Controller, Get, Header, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { withJsonETag } from '../../common/http/json-etag';
import { FaqPageDto } from './faq.dto';
import { FaqService } from './faq.service';

/** The FAQ changes only with a deployment: an hour in any cache, then revalidated by its ETag (as the locations). */
export const FAQ_CACHE_CONTROL = 'public, max-age=3600';

@ApiTags('Pages')
@Controller('faq')
export class FaqController {
  constructor(private readonly faq: FaqService) {}

  @Get()
  @Header('Cache-Control', FAQ_CACHE_CONTROL)
  @ApiOperation({
    operationId: 'faq',
    summary: "The questions and answers of /faq by group (answers as paragraphs with '[text](/path)' links)",
    description: 'Open to anyone. The content changes only with a deployment: cached for an hour and revalidated by its ETag.',
  })
  @ApiOkResponse({ type: FaqPageDto })
  async page(@Res({ passthrough: true }) response: FastifyReply): Promise<FaqPageDto> {
    return withJsonETag(response, await this.faq.page());
  }
}
