import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { DAY_PATTERN } from '../../common/validation/calendar-day';
import { Trim } from '../../common/validation/transforms';
import {
  PORTFOLIO_DESCRIPTION_MAX,
  PORTFOLIO_IMAGES_MAX,
  PORTFOLIO_MESSAGES,
  PORTFOLIO_TITLE_MAX,
} from '../portfolio-rules';

/** A form's text field: trimmed, and an empty one counts as not sent. */
const OptionalText = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null) return undefined;
    if (typeof value !== 'string') return value;
    const text = value.trim();
    return text === '' ? undefined : text;
  });

/** 'true' / 'false' from a form, or a boolean from JSON. */
const BooleanText = () =>
  Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value === '' ? undefined : value));

/** A JSON list in a form field ('["/uploads/…"]'); a list from JSON as it is; not JSON stays text (refused). */
const JsonList = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  });

/** A portfolio item as everyone sees it. */
export class PortfolioItemDto {
  @ApiProperty({ example: 41, description: "The item's id" })
  id: number;

  @ApiProperty({ example: 'Svatba na zámku Hluboká', description: "The item's title" })
  title: string;

  @ApiProperty({ type: String, nullable: true, example: 'photography', description: 'A category id' })
  category: string | null;

  @ApiProperty({
    example: 'Celodenní reportáž z obřadu v zámecké kapli a hostiny v jízdárně.',
    description: "The item's description, plain text",
  })
  description: string;

  @ApiProperty({ type: String, nullable: true, example: '2025-06-14', description: 'The event day, YYYY-MM-DD; null when not given' })
  date: string | null;

  @ApiProperty({ example: true, description: 'Featured: shown first' })
  featured: boolean;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.instagram.com/p/abc',
    description: 'Instagram post address; null when not given',
  })
  instagramUrl: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://www.svatba-hluboka.cz',
    description: 'Related web address; null when not given',
  })
  websiteUrl: string | null;

  @ApiProperty({ type: [String], example: ['/uploads/portfolio/3f2c9d0e4b5a69788796a5b4c3d2e1f0.webp'], description: 'Image URLs, at most 6' })
  images: string[];

  @ApiProperty({
    type: String,
    format: 'date-time',
    example: '2025-07-01T16:20:00.000Z',
    description: 'When the item was added (ISO 8601, UTC)',
  })
  createdAt: string;
}

/**
 * The text fields of the portfolio form, as validated (the files arrive through multer, not in
 * the body). PortfolioItemFormDto adds the files for the API description.
 */
export class PortfolioItemFieldsDto {
  @ApiProperty({ example: 'Svatba na zámku Hluboká', maxLength: PORTFOLIO_TITLE_MAX, description: "The item's title, trimmed" })
  @Trim()
  @IsString({ message: PORTFOLIO_MESSAGES.title })
  @MinLength(1, { message: PORTFOLIO_MESSAGES.title })
  @MaxLength(PORTFOLIO_TITLE_MAX, { message: PORTFOLIO_MESSAGES.titleLength })
  title: string;

  @ApiProperty({
    example: 'Celodenní reportáž z obřadu v zámecké kapli a hostiny v jízdárně.',
    maxLength: PORTFOLIO_DESCRIPTION_MAX,
    description: "The item's description, trimmed",
  })
  @Trim()
  @IsString({ message: PORTFOLIO_MESSAGES.description })
  @MinLength(1, { message: PORTFOLIO_MESSAGES.description })
  @MaxLength(PORTFOLIO_DESCRIPTION_MAX, { message: PORTFOLIO_MESSAGES.descriptionLength })
  description: string;

  @ApiPropertyOptional({ example: 'photography', description: 'A category id; empty = none' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: PORTFOLIO_MESSAGES.category })
  @MaxLength(64, { message: PORTFOLIO_MESSAGES.category })
  category?: string;

  @ApiPropertyOptional({ example: '2025-06-14', description: 'The event day, YYYY-MM-DD; empty = none' })
  @OptionalText()
  @IsOptional()
  @IsString({ message: PORTFOLIO_MESSAGES.date })
  @Matches(DAY_PATTERN, { message: PORTFOLIO_MESSAGES.date })
  date?: string;

  @ApiPropertyOptional({ type: String, enum: ['true', 'false'], default: 'false', description: "'true': featured, shown first" })
  @BooleanText()
  @IsOptional()
  @IsBoolean({ message: PORTFOLIO_MESSAGES.featured })
  featured?: boolean;

  @ApiPropertyOptional({
    example: 'instagram.com/p/abc',
    description: "Kept only on instagram.com or www.instagram.com, otherwise dropped; 'https://' is added when missing",
  })
  @OptionalText()
  @IsOptional()
  @IsString({ message: PORTFOLIO_MESSAGES.link })
  @MaxLength(500, { message: PORTFOLIO_MESSAGES.link })
  instagramUrl?: string;

  @ApiPropertyOptional({ example: 'www.svatba-hluboka.cz', description: "Any web address; 'https://' is added when missing, dropped when it is not a URL" })
  @OptionalText()
  @IsOptional()
  @IsString({ message: PORTFOLIO_MESSAGES.link })
  @MaxLength(500, { message: PORTFOLIO_MESSAGES.link })
  websiteUrl?: string;

  @ApiPropertyOptional({
    type: String,
    example: '["/uploads/portfolio/3f2c9d0e4b5a69788796a5b4c3d2e1f0.webp"]',
    description:
      'PUT only: a JSON list of the current image URLs to keep; the others are deleted. Omitted = keep all. ' +
      'New files in `images` are added after the kept ones.',
  })
  @JsonList()
  @IsOptional()
  @IsArray({ message: PORTFOLIO_MESSAGES.keepImages })
  @ArrayMaxSize(PORTFOLIO_IMAGES_MAX, { message: PORTFOLIO_MESSAGES.tooManyImages })
  @IsString({ each: true, message: PORTFOLIO_MESSAGES.keepImages })
  @MaxLength(300, { each: true, message: PORTFOLIO_MESSAGES.keepImages })
  keepImages?: string[];
}

/**
 * The multipart form of POST /api/provider/portfolio and PUT /api/provider/portfolio/{itemId}:
 * the text fields plus up to six files in `images` (JPG, PNG or WebP, 5 MB each). Only the API
 * description uses this class: a validated body has no `images` (an own property, even
 * undefined, would count as an unknown field).
 */
export class PortfolioItemFormDto extends PortfolioItemFieldsDto {
  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: PORTFOLIO_IMAGES_MAX,
    example: ['hluboka-obrad.jpg', 'hluboka-hostina.jpg'],
    description: 'Up to 6 images (JPG, PNG or WebP, 5 MB each); stored as WebP fitting 1600 × 1600',
  })
  images?: unknown[];
}
