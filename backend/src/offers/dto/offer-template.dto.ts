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
  @ApiProperty({ maxLength: OFFER_TEMPLATE_NAME_MAX, example: 'Celodenní focení' })
  @Transform(({ value }) => plainText(value))
  @IsString({ message: TEMPLATE_MESSAGES.nameRequired })
  @IsNotEmpty({ message: TEMPLATE_MESSAGES.nameRequired })
  @MaxLength(OFFER_TEMPLATE_NAME_MAX, { message: TEMPLATE_MESSAGES.nameTooLong })
  name: string;
}

export class OfferTemplateDto {
  @ApiProperty()
  id: number;

  @ApiProperty({ example: 'Celodenní focení' })
  name: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: [String] })
  includedItems: string[];

  @ApiProperty({ enum: OFFER_PRICE_KINDS, enumName: 'OfferPriceKind' })
  priceKind: OfferPriceKind;

  @ApiProperty({ example: 25_000 })
  priceMin: number;

  @ApiProperty({ type: Number, nullable: true, example: null })
  priceMax: number | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: string;
}

