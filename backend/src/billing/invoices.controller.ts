import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdminOnly, ApiTokenScope, ProviderOnly, Viewer } from '../auth/auth.api';
import { ApiErrorDto } from '../common/http/api-error.dto';
import { ApiErrors } from '../common/http/api-errors';
import { PageQueryDto } from '../common/http/page-query.dto';
import { PositiveIdPipe } from '../providers/providers.api';
import { BILLING_MESSAGES } from './billing-rules';
import { AdminInvoicePageDto, AdminInvoicesQueryDto, InvoicePageDto } from './dto/invoice.dto';
import { type InvoicePdf, InvoicesService } from './invoices.service';

const invoiceId = new PositiveIdPipe(BILLING_MESSAGES.invoiceNotFound);
const PDF_RESPONSE = { description: 'The PDF', content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } } };

/** A download: ASCII file name (numbers are digits), nothing cached on the way (it names the buyer). */
async function send(reply: FastifyReply, file: InvoicePdf): Promise<void> {
  reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.filename}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store');
  await reply.send(file.pdf);
}

/** The provider's invoices and credit notes ("Faktury" on /subscription-management). */
@ApiTags('billing')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiTokenScope('invoices:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'listInvoices',
    summary: "The provider's invoices and credit notes, newest first",
    description:
      'Signed-in providers only, their own invoices (one per subscription payment, a credit note per refund). Paged; never cached.',
  })
  @ApiOkResponse({ type: InvoicePageDto })
  @ApiErrors({ 400: 'A page or page size out of range' })
  async list(@Viewer() viewer: Viewer, @Query() query: PageQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<InvoicePageDto> {
    reply.header('Cache-Control', 'private, no-store');
    return this.invoices.page(viewer.provider!, query.page, query.pageSize);
  }

  @Get(':id/pdf')
  @ApiTokenScope('invoices:read')
  @ProviderOnly()
  @ApiOperation({
    operationId: 'downloadInvoice',
    summary: 'The invoice or credit note as PDF (attachment; filename="faktura-{number}.pdf" or "opravny-doklad-{number}.pdf")',
    description: "Signed-in providers only, their own invoices (another provider's answers 404). Never cached.",
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BILLING_MESSAGES.invoiceNotFound}' (also another provider's)` })
  async pdf(@Param('id', invoiceId) id: number, @Viewer() viewer: Viewer, @Res() reply: FastifyReply): Promise<void> {
    await send(reply, await this.invoices.pdfOf(viewer.provider!, id));
  }
}

/** The admin panel's "Faktury" tab: every invoice and credit note. 401/403 as the panel. */
@ApiTags('admin')
@AdminOnly()
@Controller('admin/invoices')
export class AdminInvoicesController {
  constructor(private readonly invoices: InvoicesService) {}

  @Get()
  @ApiTokenScope('admin:read')
  @ApiOperation({
    operationId: 'adminListInvoices',
    summary: "Every invoice and credit note, newest first; q: a number or the buyer's name",
    description: "Admins only (the panel's Faktury tab), with whether each payment can still be refunded. Paged; never cached.",
  })
  @ApiOkResponse({ type: AdminInvoicePageDto })
  @ApiErrors({ 400: 'A page or page size out of range, or a search text too long' })
  async list(@Query() query: AdminInvoicesQueryDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<AdminInvoicePageDto> {
    reply.header('Cache-Control', 'private, no-store');
    return this.invoices.adminPage(query);
  }

  @Get(':id/pdf')
  @ApiOperation({
    operationId: 'adminDownloadInvoice',
    summary: 'Any invoice or credit note as PDF',
    description: 'Admins only. Never cached.',
  })
  @ApiParam({ name: 'id', type: Number })
  @ApiProduces('application/pdf')
  @ApiOkResponse(PDF_RESPONSE)
  @ApiNotFoundResponse({ type: ApiErrorDto, description: `'${BILLING_MESSAGES.invoiceNotFound}'` })
  async pdf(@Param('id', invoiceId) id: number, @Res() reply: FastifyReply): Promise<void> {
    await send(reply, await this.invoices.adminPdf(id));
  }
}
