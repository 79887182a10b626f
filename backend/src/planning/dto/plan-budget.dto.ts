import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { plainText } from '../../common/text/plain-text';
import { BUDGET_LINE_SOURCES, type BudgetLineSource } from '../entities/plan-budget-line.entity';
import { AMOUNT_MAX, BUDGET_LINE_TITLE_MAX } from '../planning-rules';

/** Whole Kč within 0–100 000 000 (every amount of the budget). */
const Amount = (label: string): PropertyDecorator => {
  const decorators = [
    IsInt({ message: `${label} musí být celé číslo v Kč` }),
    Min(0, { message: `${label} nesmí být záporná` }),
    Max(AMOUNT_MAX, { message: `${label} může být nejvýše 100 000 000 Kč` }),
  ];
  return (target, key) => decorators.forEach((decorate) => decorate(target, key));
};

/** Present (not undefined): null is refused by the validators that follow, unlike @IsOptional. */
const NotNullWhenGiven = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

export class BudgetLineDto {
  @ApiProperty({ example: 12, description: "The budget line's id." })
  id: number;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'photography',
    description: 'The catalogue category of the line; null for a custom line.',
  })
  categoryId: string | null;

  @ApiProperty({ example: 'Fotografie', description: "The category's name for a category line, else the couple's own name of the line" })
  title: string;

  @ApiProperty({ type: Number, nullable: true, example: 30_000, description: 'Whole Kč the couple plans to spend; null: not planned yet.' })
  planned: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 35_000,
    description: "Whole Kč it really costs (typed, or the accepted offer's price); null: not known yet.",
  })
  actual: number | null;

  @ApiProperty({ example: true, description: "The actual amount is an offer's upper bound or starting price ('odhad'), not an exact price" })
  actualIsEstimate: boolean;

  @ApiProperty({ example: 8_000, description: 'Whole Kč paid so far.' })
  paid: number;

  @ApiProperty({ example: 27_000, description: 'Whole Kč still to pay: (actual ?? planned ?? 0) − paid, never below 0.' })
  toPay: number;

  @ApiProperty({
    enum: BUDGET_LINE_SOURCES,
    enumName: 'BudgetLineSource',
    description: "'svatby': filled in from an offer accepted in Svatby; 'couple': typed by the couple",
  })
  source: BudgetLineSource;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 345,
    description: "The accepted offer whose price the line follows; null when the line is the couple's own.",
  })
  offerId: number | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 8_000,
    description: "The confirmed booking's deposit (Kč), shown as due until the provider records it received (then it counts as paid)",
  })
  depositDue: number | null;

  @ApiProperty({ example: false, description: 'The actual amount exceeds the planned one.' })
  overBudget: boolean;
}

export class BudgetTotalsDto {
  @ApiProperty({ type: Number, nullable: true, example: 300_000, description: "The plan's total budget in whole Kč; null: not set." })
  totalBudget: number | null;

  @ApiProperty({ example: 250_000, description: 'Sum of the planned amounts, whole Kč.' })
  planned: number;

  @ApiProperty({ example: 120_000, description: 'Sum of the actual amounts, whole Kč.' })
  actual: number;

  @ApiProperty({ example: 40_000, description: 'Sum of the paid amounts, whole Kč.' })
  paid: number;

  @ApiProperty({ example: 210_000, description: "Sum of the lines' amounts still to pay, whole Kč." })
  toPay: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 35_000,
    description: "totalBudget minus the sum of each line's larger of planned and actual; negative when over; null without a total",
  })
  remaining: number | null;

  @ApiProperty({ example: false, description: 'The lines (the larger of planned and actual each) exceed the total budget.' })
  overBudget: boolean;
}

export class BudgetSuggestionDto {
  @ApiProperty({ example: 'venue', description: 'The catalogue category the share is for.' })
  categoryId: string;

  @ApiProperty({ example: 17, description: 'Suggested share of the total budget, whole percent (the shares sum to 100)' })
  share: number;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 51_000,
    description: 'The share of the total budget in whole Kč, rounded to hundreds; null without a total.',
  })
  amount: number | null;
}

export class PlanBudgetDto {
  @ApiProperty({ type: [BudgetLineDto], description: 'Category lines in the catalogue order, then custom lines in the order added.' })
  lines: BudgetLineDto[];

  @ApiProperty({ type: BudgetTotalsDto, description: "The budget's totals over all lines." })
  totals: BudgetTotalsDto;

  @ApiProperty({ type: [BudgetSuggestionDto], description: 'The suggested split of the total budget by category.' })
  suggestion: BudgetSuggestionDto[];
}

/** A new line: a catalogue category (one line each) or the couple's own item by name, never both. */
export class CreateBudgetLineDto {
  @ApiPropertyOptional({
    example: 'photography',
    description: 'A catalogue category for the line (409 when the plan has its line already); or give title instead.',
  })
  @IsOptional()
  @IsString({ message: 'Neznámá kategorie.' })
  @MaxLength(64, { message: 'Neznámá kategorie.' })
  categoryId?: string;

  @ApiPropertyOptional({
    maxLength: BUDGET_LINE_TITLE_MAX,
    example: 'Svatební noc v hotelu',
    description: "A custom line's name (plain text, trimmed); or give categoryId",
  })
  @IsOptional()
  @Transform(({ value }) => plainText(value))
  @IsString({ message: 'Název položky musí být text' })
  @IsNotEmpty({ message: 'Zadejte název položky' })
  @MaxLength(BUDGET_LINE_TITLE_MAX, { message: `Název položky může mít nejvýše ${BUDGET_LINE_TITLE_MAX} znaků` })
  title?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: AMOUNT_MAX,
    example: 30_000,
    description: 'Whole Kč the couple plans to spend; null or omitted: not planned yet.',
  })
  @IsOptional()
  @Amount('Plánovaná částka')
  planned?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: AMOUNT_MAX,
    example: 35_000,
    description: 'Whole Kč it really costs; null or omitted: not known yet.',
  })
  @IsOptional()
  @Amount('Skutečná cena')
  actual?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: AMOUNT_MAX, example: 0, description: 'Whole Kč paid so far (default 0).' })
  @NotNullWhenGiven()
  @Amount('Zaplacená částka')
  paid?: number;
}

/** Changes to a line; omitted fields stay, null clears planned or actual. A category line's title is the category's. */
export class UpdateBudgetLineDto {
  @ApiPropertyOptional({
    maxLength: BUDGET_LINE_TITLE_MAX,
    example: 'Svatební noc v hotelu',
    description: "The custom line's new name (custom lines only); omit to keep it.",
  })
  @NotNullWhenGiven()
  @Transform(({ value }) => plainText(value))
  @IsString({ message: 'Název položky musí být text' })
  @IsNotEmpty({ message: 'Zadejte název položky' })
  @MaxLength(BUDGET_LINE_TITLE_MAX, { message: `Název položky může mít nejvýše ${BUDGET_LINE_TITLE_MAX} znaků` })
  title?: string;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: AMOUNT_MAX,
    example: 30_000,
    description: 'Whole Kč the couple plans to spend; omit to keep it, null to clear it.',
  })
  @IsOptional()
  @Amount('Plánovaná částka')
  planned?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: AMOUNT_MAX,
    example: 35_000,
    description: "A changed amount is the couple's own: exact, and kept when the booking lapses (a new acceptance replaces it)",
  })
  @IsOptional()
  @Amount('Skutečná cena')
  actual?: number | null;

  @ApiPropertyOptional({ minimum: 0, maximum: AMOUNT_MAX, example: 8_000, description: 'Whole Kč paid so far; omit to keep it.' })
  @NotNullWhenGiven()
  @Amount('Zaplacená částka')
  paid?: number;
}
