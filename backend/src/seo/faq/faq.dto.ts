import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FaqItemDto {
  @ApiProperty({ example: 'zruseni', description: 'Anchor of the question: /faq#faq-{key} opens it' })
  key: string;

  @ApiProperty({ example: 'Jak předplatné zruším?', description: 'The Czech question' })
  question: string;

  @ApiProperty({
    type: [String],
    example: ['Ve [Správě předplatného](/subscription-management) zvolte zrušení předplatného.'],
    description:
      "The answer's paragraphs (Czech text). A link is written `[text](href)`: href is a path of the site " +
      "('/kontakt', '/#pricing') or a 'mailto:' address; the texts carry no other markup and no '[' or ']'.",
  })
  paragraphs: string[];

  @ApiPropertyOptional({
    enum: ['planPrices'],
    description:
      "'planPrices': the client lists the paid plans' prices (GET /api/subscription/plans) after the first paragraph",
  })
  kind?: 'planPrices';
}

export class FaqGroupDto {
  @ApiProperty({ example: 'pro-pary', description: "Anchor of the group's section" })
  id: string;

  @ApiProperty({ example: 'Pro páry', description: "The group's Czech heading" })
  title: string;

  @ApiProperty({ type: [FaqItemDto], description: "The group's questions in the order of the page" })
  items: FaqItemDto[];
}

export class FaqPageDto {
  @ApiProperty({ type: [FaqGroupDto], description: 'The groups of questions in the order of the page' })
  groups: FaqGroupDto[];
}
