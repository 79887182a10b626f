import { ApiProperty, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { plainText } from '../../common/text/plain-text';
import { OFFER_PRICE_KINDS, type OfferPriceKind } from '../entities/offer.entity';
import { OFFER_TEMPLATE_NAME_MAX, TEMPLATE_MESSAGES } from '../offer-rules';
import { CreateOfferDto } from './offer.dto';

/**
 * A named offer template (POST /api/offer-templates, PUT /api/offer-templates/{id}): the name, and
 * the offer's message, items and price with the offer's own rules (the range's upper bound is checked
 * in the service, as for an offer).
 */
export class SaveOfferTemplateDto extends PickType(CreateOfferDto, ['message', 'priceKind', 'priceMin', 'priceMax', 'includedItems'] as const) {
  @ApiProperty({
    maxLength: OFFER_TEMPLATE_NAME_MAX,
    example: 'Celodenní focení',
    description: "The template's name, shown only to the provider",
  })
  @Transform(({ value }) => plainText(value))
  @IsString({ message: TEMPLATE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: TEMPLATE_MESSAGES.nameRequired })
  @MaxLength(OFFER_TEMPLATE_NAME_MAX, { message: TEMPLATE_MESSAGES.nameTooLong })
  name: string;
}

export class OfferTemplateDto {
  @ApiProperty({ example: 3, description: "The template's id" })
  id: number;

  @ApiProperty({ example: 'Celodenní focení', description: "The template's name, shown only to the provider" })
  name: string;

  @ApiProperty({
    example: 'Dobrý den, rádi vám svatbu nafotíme. V ceně je celý den a 400 upravených fotografií.',
    description: 'The offer message it fills in, plain text',
  })
  message: string;

  @ApiProperty({ type: [String], example: ['Celodenní focení', 'Online galerie'], description: 'What the price includes, possibly empty' })
  includedItems: string[];

  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind', description: "'exact', 'from' (od) or 'range' (od – do)" })
  priceKind: OfferPriceKind;

  @ApiProperty({ example: 25_000, description: 'Kč: the price, the starting price or the lower bound' })
  priceMin: number;

  @ApiProperty({ type: Number, nullable: true, example: null, description: "Kč: the upper bound; null unless 'range'" })
  priceMax: number | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2026-02-01T08:00:00.000Z',
    description: 'When it was created (ISO 8601, UTC)',
  })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2026-02-10T14:20:00.000Z', description: 'Last change (ISO 8601, UTC)' })
  updatedAt: string;
}

