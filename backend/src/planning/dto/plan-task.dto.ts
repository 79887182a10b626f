import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { DAY_PATTERN } from '../../common/validation/calendar-day';
import { Trim } from '../../common/validation/transforms';
import { TASK_DONE_BY, type TaskDoneBy } from '../entities/plan-task.entity';
import { TASK_MESSAGES, TASK_MONTHS_BEFORE_MAX, TASK_NOTE_MAX, TASK_TITLE_MAX } from '../planning-rules';

/** A task of the plan's checklist ("Úkoly"), the list's or the couple's own. */
export class PlanTaskDto {
  @ApiProperty({ example: 42 })
  id: number;

  @ApiProperty({ type: String, nullable: true, example: 'photographer', description: "The checklist's task key; null for the couple's own task" })
  key: string | null;

  @ApiProperty({ example: 'Objednejte fotografa' })
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

  @ApiProperty({ example: false, description: 'Open and its day has passed (never without a date)' })
  overdue: boolean;

  @ApiProperty({ example: false })
  done: boolean;

  @ApiProperty({
    enum: TASK_DONE_BY,
    enumName: 'TaskDoneBy',
    nullable: true,
    description: "'couple': ticked by the couple; 'svatby': by an accepted offer or a confirmed booking of its category",
  })
  doneBy: TaskDoneBy | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  doneAt: string | null;

  @ApiProperty({ type: String, nullable: true, example: 'Zeptat se na druhého fotografa.' })
  note: string | null;

  @ApiProperty({ type: Number, nullable: true, example: 7, description: 'The plan member the task is assigned to' })
  assigneeUserId: number | null;

  @ApiProperty({ example: false, description: 'Hidden by the couple (listed; the UI filters)' })
  hidden: boolean;

  @ApiProperty({ example: false, description: "The couple's own task (can be renamed, dated and deleted)" })
  custom: boolean;
}

export class PlanTaskListDto {
  @ApiProperty({ type: [PlanTaskDto], description: 'By due date (undated last), then months before (furthest first); hidden ones included' })
  items: PlanTaskDto[];

  @ApiProperty({ type: String, nullable: true, example: '2027-06-12', description: "The plan's wedding date; null: the tasks show months before" })
  weddingDate: string | null;
}

/** POST /api/plan/tasks: the couple's own task. */
export class CreatePlanTaskDto {
  @ApiProperty({ minLength: 1, maxLength: TASK_TITLE_MAX, example: 'Koupit dárky pro svědky' })
  @Trim()
  @IsString({ message: TASK_MESSAGES.titleRequired })
  @IsNotEmpty({ message: TASK_MESSAGES.titleRequired })
  @MaxLength(TASK_TITLE_MAX, { message: TASK_MESSAGES.titleTooLong })
  title: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-05-20', description: 'YYYY-MM-DD: an exact day (wins over monthsBefore)' })
  @IsOptional()
  @IsString({ message: TASK_MESSAGES.dueDateFormat })
  @Matches(DAY_PATTERN, { message: TASK_MESSAGES.dueDateFormat })
  dueDate?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, minimum: 0, maximum: TASK_MONTHS_BEFORE_MAX, example: 2 })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.monthsBefore })
  @Min(0, { message: TASK_MESSAGES.monthsBefore })
  @Max(TASK_MONTHS_BEFORE_MAX, { message: TASK_MESSAGES.monthsBefore })
  monthsBefore?: number | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_NOTE_MAX, example: 'Něco malého, do 500 Kč.' })
  @IsOptional()
  @Trim()
  @IsString({ message: TASK_MESSAGES.noteTooLong })
  @MaxLength(TASK_NOTE_MAX, { message: TASK_MESSAGES.noteTooLong })
  note?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 7, description: "A plan member's account id" })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.assignee })
  @Min(1, { message: TASK_MESSAGES.assignee })
  assigneeUserId?: number | null;
}

/** PATCH /api/plan/tasks/{id}: each field optional; null clears. Title and exact date only for the couple's own tasks. */
export class UpdatePlanTaskDto {
  @ApiPropertyOptional({ example: true, description: "Ticks (the couple's) or unticks the task" })
  @IsOptional()
  @IsBoolean({ message: TASK_MESSAGES.done })
  done?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: TASK_NOTE_MAX, example: 'Zavolat v pondělí.' })
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

  @ApiPropertyOptional({ example: false })
  @IsOptional()
  @IsBoolean({ message: TASK_MESSAGES.hidden })
  hidden?: boolean;

  @ApiPropertyOptional({ minLength: 1, maxLength: TASK_TITLE_MAX, example: 'Koupit dárky pro svědky', description: "The couple's own tasks only" })
  @IsOptional()
  @Trim()
  @IsString({ message: TASK_MESSAGES.titleRequired })
  @IsNotEmpty({ message: TASK_MESSAGES.titleRequired })
  @MaxLength(TASK_TITLE_MAX, { message: TASK_MESSAGES.titleTooLong })
  title?: string;

  @ApiPropertyOptional({ type: String, nullable: true, example: '2027-05-20', description: "YYYY-MM-DD; the couple's own tasks only; null clears" })
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
    description: "null: no timing (the couple's own tasks only)",
  })
  @IsOptional()
  @IsInt({ message: TASK_MESSAGES.monthsBefore })
  @Min(0, { message: TASK_MESSAGES.monthsBefore })
  @Max(TASK_MONTHS_BEFORE_MAX, { message: TASK_MESSAGES.monthsBefore })
  monthsBefore?: number | null;
}
