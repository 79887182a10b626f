import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DAY_PATTERN } from '../../common/validation/calendar-day';
import { Trim } from '../../common/validation/transforms';
import { TASK_DONE_BY, type TaskDoneBy } from '../entities/plan-task.entity';
import { TASK_MESSAGES, TASK_MONTHS_BEFORE_MAX, TASK_NOTE_MAX, TASK_TITLE_MAX } from '../planning-rules';

/** A task of the plan's checklist ("Úkoly"), the list's or the couple's own. */
export class PlanTaskDto {
  @ApiProperty({ example: 42, description: "The task's id." })
  id: number;

  @ApiProperty({ type: String, nullable: true, example: 'photographer', description: "The checklist's task key; null for the couple's own task" })
  key: string | null;

  @ApiProperty({ example: 'Objednejte fotografa', description: "The task's title in Czech." })
  title: string;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Dobří svatební fotografové mívají sezónu obsazenou dlouho dopředu.',
    description: "Why the task matters (the checklist's tasks only, where it helps)",
  })
  why: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'photography',
    description: 'The catalogue category the task books (links to the catalogue or the request form; ticks itself on an accepted offer)',
  })
  categoryId: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 10,
    description: 'Months before the wedding the task is due; null: a custom task with an exact date or none',
  })
  monthsBefore: number | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2026-08-12',
    description:
      "YYYY-MM-DD: the wedding date minus monthsBefore months (Europe/Prague), or a custom task's exact date; null without a wedding date",
  })
  dueDate: string | null;

  @ApiProperty({ example: false, description: 'The task is open and its due day has passed (never true without a date).' })
  overdue: boolean;

  @ApiProperty({ example: false, description: 'The task is ticked off.' })
  done: boolean;

  @ApiProperty({
    enum: TASK_DONE_BY,
    enumName: 'TaskDoneBy',
    nullable: true,
    description: "'couple': ticked by the couple; 'svatby': by an accepted offer or a confirmed booking of its category",
  })
  doneBy: TaskDoneBy | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    example: '2026-03-02T17:40:00.000Z',
    description: 'When the task was ticked off (ISO date-time); null while open.',
  })
  doneAt: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Zeptat se na druhého fotografa.',
    description: "The couple's note on the task; null when none.",
  })
  note: string | null;

  @ApiProperty({
    type: Number,
    nullable: true,
    example: 7,
    description: 'The account id of the plan member the task is assigned to; null: nobody.',
  })
  assigneeUserId: number | null;

  @ApiProperty({ example: false, description: 'Hidden by the couple (still listed; the app filters it out).' })
  hidden: boolean;

  @ApiProperty({ example: false, description: "The couple's own task (can be renamed, dated and deleted)." })
  custom: boolean;
}

export class PlanTaskListDto {
  @ApiProperty({
    type: [PlanTaskDto],
    description: 'Tasks by due date (undated last), then months before (furthest first); hidden ones included.',
  })
  items: PlanTaskDto[];

  @ApiProperty({
    type: String,
    nullable: true,
    example: '2027-06-12',
    description: "The plan's wedding day (YYYY-MM-DD); null: the tasks show months before instead of dates.",
  })
  weddingDate: string | null;
}

/** POST /api/plan/tasks: the couple's own task. */
export class CreatePlanTaskDto {
  @ApiProperty({ minLength: 1, maxLength: TASK_TITLE_MAX, example: 'Koupit dárky pro svědky', description: "The task's title (required)." })
  @Trim()
  @IsString({ message: TASK_MESSAGES.titleRequired })
  @IsNotEmpty({ message: TASK_MESSAGES.titleRequired })
  @MaxLength(TASK_TITLE_MAX, { message: TASK_MESSAGES.titleTooLong })
  title: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-05-20',
    description: 'An exact due day (YYYY-MM-DD), which wins over monthsBefore; null or omitted: none.',
  })
  @IsOptional()
  @IsString({ message: TASK_MESSAGES.dueDateFormat })
  @Matches(DAY_PATTERN, { message: TASK_MESSAGES.dueDateFormat })
  dueDate?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: TASK_MONTHS_BEFORE_MAX,
    example: 2,
    description: 'Months before the wedding the task is due; null or omitted: no timing.',
  })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.monthsBefore })
  @Min(0, { message: TASK_MESSAGES.monthsBefore })
  @Max(TASK_MONTHS_BEFORE_MAX, { message: TASK_MESSAGES.monthsBefore })
  monthsBefore?: number | null;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TASK_NOTE_MAX,
    example: 'Něco malého, do 500 Kč.',
    description: 'A note on the task; null or omitted: none.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: TASK_MESSAGES.noteTooLong })
  @MaxLength(TASK_NOTE_MAX, { message: TASK_MESSAGES.noteTooLong })
  note?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 7,
    description: "A plan member's account id to assign the task to; null or omitted: nobody.",
  })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.assignee })
  @Min(1, { message: TASK_MESSAGES.assignee })
  assigneeUserId?: number | null;
}

/** PATCH /api/plan/tasks/{id}: each field optional; null clears. Title and exact date only for the couple's own tasks. */
export class UpdatePlanTaskDto {
  @ApiPropertyOptional({ example: true, description: "true ticks the task (as the couple's), false unticks it; omit to keep it." })
  @IsOptional()
  @IsBoolean({ message: TASK_MESSAGES.done })
  done?: boolean;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    maxLength: TASK_NOTE_MAX,
    example: 'Zavolat v pondělí.',
    description: 'A note on the task; null clears it.',
  })
  @IsOptional()
  @Trim()
  @IsString({ message: TASK_MESSAGES.noteTooLong })
  @MaxLength(TASK_NOTE_MAX, { message: TASK_MESSAGES.noteTooLong })
  note?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 7, description: "A plan member's account id; null: nobody" })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.assignee })
  @Min(1, { message: TASK_MESSAGES.assignee })
  assigneeUserId?: number | null;

  @ApiPropertyOptional({ example: false, description: 'Hides the task from the checklist (true) or shows it again (false).' })
  @IsOptional()
  @IsBoolean({ message: TASK_MESSAGES.hidden })
  hidden?: boolean;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: TASK_TITLE_MAX,
    example: 'Koupit dárky pro svědky',
    description: "The task's new title (the couple's own tasks only).",
  })
  @IsOptional()
  @Trim()
  @IsString({ message: TASK_MESSAGES.titleRequired })
  @IsNotEmpty({ message: TASK_MESSAGES.titleRequired })
  @MaxLength(TASK_TITLE_MAX, { message: TASK_MESSAGES.titleTooLong })
  title?: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: '2027-05-20',
    description: "An exact due day (YYYY-MM-DD), the couple's own tasks only; null clears it.",
  })
  @IsOptional()
  @IsString({ message: TASK_MESSAGES.dueDateFormat })
  @Matches(DAY_PATTERN, { message: TASK_MESSAGES.dueDateFormat })
  dueDate?: string | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    minimum: 0,
    maximum: TASK_MONTHS_BEFORE_MAX,
    example: 3,
    description: "Months before the wedding the task is due (the couple's own tasks only); null: no timing.",
  })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.monthsBefore })
  @Min(0, { message: TASK_MESSAGES.monthsBefore })
  @Max(TASK_MONTHS_BEFORE_MAX, { message: TASK_MESSAGES.monthsBefore })
  monthsBefore?: number | null;
}
