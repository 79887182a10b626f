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

  @ApiProperty({ description: 'Whether a feed URL works now (made, not revoked, used within 180 days)' })
  active: boolean;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the current URL was made' })
  createdAt: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When a calendar app last read it (recorded at most once a day); unused for 180 days, it stops working',
  })
  lastUsedAt: string | null;
}
