import { ApiProperty } from '@nestjs/swagger';

/** The signed-in account's private calendar feed. */
export class CalendarFeedDto {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'https://svatby.cz/api/calendar/u1Hc0Q2m6bq3tJ9vXk2yQ4wR8sT1aB5cD7eF9gH0iJk.ics',
    description:
      'The private iCalendar URL, only in the answer that made it: Svatby keeps just its hash, so later reads give null ' +
      '(with `active: true` while it works); a lost URL is replaced by a new one',
  })
  url: string | null;

  @ApiProperty({ description: 'Whether a feed URL works now (made, not revoked, used within 180 days).', example: true })
  active: boolean;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the current URL was made (ISO date-time); null when there is none.',
    example: '2026-03-10T08:00:00.000Z',
  })
  createdAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description:
      'When a calendar app last read it (ISO date-time, recorded at most once a day); null when never; ' +
      'unused for 180 days it stops working.',
    example: '2026-05-01T04:12:00.000Z',
  })
  lastUsedAt: string | null;
}
