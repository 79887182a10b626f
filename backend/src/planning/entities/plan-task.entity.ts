import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const TASK_DONE_BY = ['couple', 'svatby'] as const;
/** Who ticked a task: the couple, or Svatby (an accepted offer or a confirmed booking of its category). */
export type TaskDoneBy = (typeof TASK_DONE_BY)[number];

/**
 * A task of a plan's checklist: a task of the module's list (templateKey; its title and why come from
 * checklist.ts) or the couple's own (title). Its date is the wedding date minus monthsBefore, or a
 * custom task's exact dueDate.
 */
@Entity('plan_tasks')
export class PlanTask {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'integer' })
  planId: number;

  @Column({ type: 'varchar', length: 64, nullable: true })
  templateKey: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  title: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  categoryId: string | null;

  @Column({ type: 'smallint', nullable: true })
  monthsBefore: number | null;

  /** YYYY-MM-DD: a custom task's exact date. */
  @Column({ type: 'date', nullable: true })
  dueDate: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  doneAt: Date | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  doneBy: TaskDoneBy | null;

  @Column({ type: 'varchar', length: 1000, nullable: true })
  note: string | null;

  @Column({ type: 'integer', nullable: true })
  assigneeUserId: number | null;

  @Column({ type: 'boolean', default: false })
  hidden: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
