import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BUDGET_BANDS, type BudgetBand } from '../budget';
import { REQUEST_STATUSES, type RequestStatus } from '../entities/service-request.entity';
import { PageOf } from '../../common/http/page.dto';
import { RequestDetailDto } from '../../catalog/catalog.api';

export class ContactInfoDto {
  @ApiProperty({ example: 'Jana a Petr', description: "The couple's names as they wrote them" })
  name: string;

  @ApiProperty({ example: 'jana.novakova@example.cz', description: "The couple's contact e-mail" })
  email: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '+420 777 123 456',
    description: "The couple's phone with its prefix; null when not given",
  })
  phone: string | null;
}

export class ServiceRequestDto {
  @ApiProperty({ example: 40, description: "The request's id" })
  id: number;

  @ApiProperty({ example: 'Fotografie, Catering – Praha', description: 'Title made of the category names and the place' })
  title: string;

  @ApiProperty({ example: 'Fotografie', description: 'Name of the primary (first) category' })
  category: string;

  @ApiProperty({ example: 'photography', description: 'Id of the primary (first) category' })
  categoryId: string;

  @ApiProperty({
    example: 'Hledáme fotografa na celý den, od příprav po první tanec. Obřad bude venku v zámecké zahradě.',
    description: "The couple's description, plain text",
  })
  description: string;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-03-10T17:45:00.000Z',
    description: 'When it was created (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({ type: String, nullable: true, example: '2026-09-12', description: "null: no date chosen yet ('Datum nevybráno')" })
  weddingDate: string | null;

  @ApiProperty({ example: 'Zámek Hluboká', description: 'Where the wedding takes place, as the couple wrote it' })
  location: string;

  @ApiProperty({ example: '50 000 – 100 000 Kč', description: "As people see it: a form choice's label or the couple's own words" })
  budget: string;

  @ApiProperty({ enum: BUDGET_BANDS, enumName: 'BudgetBand', description: 'The budget as a band, for filtering' })
  budgetBand: BudgetBand;

  @ApiProperty({ type: [String], example: ['photography', 'catering'], description: 'Ids of the requested categories, primary first' })
  services: string[];

  @ApiProperty({
    type: [RequestDetailDto],
    description: "The couple's answers to the questions of the services, in the services' and questions' order; [] when none (older requests)",
  })
  details: RequestDetailDto[];

  @ApiProperty({
    enum: REQUEST_STATUSES,
    enumName: 'RequestStatus',
    description:
      "'booked': the couple accepted an offer (shown 'Vybráno'; unlisted, closed to new offers, the couple may still close it)",
  })
  status: RequestStatus;

  @ApiProperty({ example: 3, description: 'Offers on the request (sent, accepted or declined; not withdrawn)' })
  offerCount: number;

  @ApiProperty({ example: 3, description: "Offers (not withdrawn) from providers not invited to the request: what the cap counts ('3 z 8 nabídek')" })
  cappedOfferCount: number;

  @ApiProperty({ example: 8, description: 'The most offers the request takes from providers not invited to it (invited providers always get a slot)' })
  offerCap: number;

  @ApiProperty({
    example: false,
    description:
      "The viewing provider is invited to quote on it ('Pozvánka od páru', or the 48-hour follow-up's invitation): listed first in its inquiries; false for everyone else",
  })
  invited: boolean;

  @ApiProperty({ example: false, description: "A demo request (the demo data): shown as 'Ukázková poptávka', never with a contact" })
  isDemo: boolean;

  @ApiProperty({ example: true, description: 'Whether contactInfo is included for the current viewer' })
  canSeeContact: boolean;

  @ApiPropertyOptional({
    type: ContactInfoDto,
    description: 'Only for admins and providers with an active subscription',
  })
  contactInfo?: ContactInfoDto;
}

export class ServiceRequestPageDto extends PageOf(ServiceRequestDto, 12) {}
