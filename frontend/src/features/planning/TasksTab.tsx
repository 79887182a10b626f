import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EyeInvisibleOutlined from '@ant-design/icons/es/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/es/icons/EyeOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useDeletePlanTaskMutation, useListPlanTasksQuery, useUpdatePlanMutation, useUpdatePlanTaskMutation } from '../../api';
import type { WeddingPlanDto, PlanTaskDto, UpdatePlanTaskDto } from '../../api';
import { afterNextFrame } from '../../shared/afterNextFrame';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { errorMessage } from '../../shared/errors';
import { useStagedCount } from '../../shared/firstScreen';
import { countOf } from '../../shared/format';
import { lazyOnOpen } from '../../shared/lazyOnOpen';
import { href } from '../../shared/paths';
import { PlainButton } from '../../shared/PlainButton';
import { RetryAlert } from '../../shared/RetryAlert';
import { Checkbox } from '../../shared/ui/Checkbox';
import { NativeSelect } from '../../shared/ui/NativeSelect';
import { Notice } from '../../shared/ui/Notice';
import { notify } from '../../shared/ui/notify';
import { Switch } from '../../shared/ui/Switch';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import { groupTasks, taskDueText } from './planModel';
import '../../shared/skeleton.css';
import '../../shared/ui/field.css';

// The tab is the plan's first screen and is drawn without antd (~43 rows of controls): the add dialog's form
// (a date picker among them) loads, with antd, when it first opens.
const TaskDialog = lazyOnOpen(() => import('./TaskDialog').then((module) => module.TaskDialog));

const TASK_GENITIVE_FORMS = ['úkolu', 'úkolů', 'úkolů'] as const;
const HIDDEN_FORMS = ['skrytý', 'skryté', 'skrytých'] as const;
export const NOTE_MAX = 1000;
export const NO_DATE_NOTICE =
  'Datum svatby zatím nevíte, proto u úkolů ukazujeme, kolik měsíců před svatbou je udělat. Po zadání data je seřadíme do kalendáře.';

/** The assignee choices: nobody ('0', the native select's values are text) or either partner. */
function assigneeOptions(plan: WeddingPlanDto) {
  return [
    { value: '0', label: 'Nikdo' },
    ...plan.members.map((member) => ({ value: String(member.userId), label: member.isViewer ? `${member.name} (vy)` : member.name })),
  ];
}

function useTaskUpdate(task: PlanTaskDto) {
  const [update, state] = useUpdatePlanTaskMutation();
  const run = async (change: UpdatePlanTaskDto): Promise<boolean> => {
    try {
      await update({ id: task.id, updatePlanTaskDto: change }).unwrap();
      return true;
    } catch (error) {
      void notify('error', { title: 'Úkol se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
      return false;
    }
  };
  return [run, state.isLoading] as const;
}

/**
 * The task's tick as the couple made it, shown in the tap's frame and sent after it: the request's start re-renders the
 * row and runs every row's request hooks, which inside the tap made it the plan's slowest (bench/interactions.mjs).
 * It holds until the list brings the task changed (the saved tick, or another change), and goes if the save fails.
 */
function useTick(task: PlanTaskDto, update: (change: UpdatePlanTaskDto) => Promise<boolean>) {
  const [tick, setTick] = useState<{ done: boolean; over: boolean } | null>(null);
  const done = tick && tick.over === task.done ? tick.done : task.done;
  const change = (next: boolean) => {
    setTick({ done: next, over: task.done });
    afterNextFrame(() => {
      void update({ done: next }).then((saved) => {
        if (!saved) setTick(null);
      });
    });
  };
  return [done, change] as const;
}

function NoteEditor({ task, onDone }: { task: PlanTaskDto; onDone: () => void }) {
  const id = useId();
  const [note, setNote] = useState(task.note ?? '');
  const [update, saving] = useTaskUpdate(task);
  const save = async () => {
    if (await update({ note: note.trim() || null })) onDone();
  };
  return (
    <div className="plan-task__note-editor">
      <label htmlFor={id} className="sr-only">{`Poznámka k úkolu ${task.title}`}</label>
      <textarea
        id={id}
        className="ui-field plan-task__note-input"
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="plan-task__note-actions">
        <PlainButton variant="primary" size="small" loading={saving} onClick={() => void save()}>
          Uložit poznámku
        </PlainButton>
        <PlainButton size="small" onClick={onDone}>
          Zrušit
        </PlainButton>
      </div>
    </div>
  );
}

interface TaskItemProps {
  task: PlanTaskDto;
  /** The assignee select's options, the same for every row. */
  assignees: ReturnType<typeof assigneeOptions>;
  categoryName: string | undefined;
}

function TaskItem({ task, assignees, categoryName }: TaskItemProps) {
  const confirm = useConfirmedAction();
  const [update, saving] = useTaskUpdate(task);
  const [done, tick] = useTick(task, update);
  const [remove] = useDeletePlanTaskMutation();
  const [editingNote, setEditingNote] = useState(false);
  const due = taskDueText(task);
  const overdue = task.overdue && !done;
  const classes = ['plan-task', done && 'plan-task--done', overdue && 'plan-task--overdue', task.hidden && 'plan-task--hidden'];

  const askDelete = () =>
    confirm({ title: 'Smazat úkol?', content: task.title, run: () => remove({ id: task.id }).unwrap(), failed: 'Úkol se nepodařilo smazat' });

  return (
    <li className={classes.filter(Boolean).join(' ')} data-task-id={task.id}>
      <div className="plan-task__main">
        <Checkbox checked={done} disabled={saving} onChange={(event) => tick(event.target.checked)}>
          <span className="plan-task__title">{task.title}</span>
        </Checkbox>
        <p className="plan-task__meta">
          {due && <span className="plan-task__due">{due}</span>}
          {overdue && <span className="plan-task__flag plan-task__flag--overdue">Po termínu</span>}
          {done && task.doneBy === 'svatby' && <span className="plan-task__flag plan-task__flag--svatby">Splněno díky Svatby</span>}
          {task.hidden && <span className="plan-task__flag">Skrytý</span>}
        </p>
        {task.why && <p className="plan-task__why">{task.why}</p>}
        {task.note && !editingNote && <p className="plan-task__note">{task.note}</p>}
        {task.categoryId && !done && (
          <p className="plan-task__links">
            <Link to={href.serviceType(task.categoryId)}>{categoryName ? `Dodavatelé: ${categoryName}` : 'Najít dodavatele'}</Link>
            <Link to={href.home('ai-form')}>Zadat poptávku</Link>
          </p>
        )}
        {editingNote && <NoteEditor task={task} onDone={() => setEditingNote(false)} />}
      </div>
      <div className="plan-task__actions">
        <NativeSelect<string>
          id={`plan-task-assignee-${task.id}`}
          className="plan-task__assignee"
          aria-label={`Kdo má úkol na starosti: ${task.title}`}
          value={String(task.assigneeUserId ?? 0)}
          options={assignees}
          disabled={saving}
          onChange={(value) => void update({ assigneeUserId: !value || value === '0' ? null : Number(value) })}
        />
        <PlainButton
          size="small"
          icon={<FormOutlined aria-hidden="true" />}
          onClick={() => setEditingNote((open) => !open)}
          aria-expanded={editingNote}
        >
          Poznámka
        </PlainButton>
        <PlainButton
          size="small"
          icon={task.hidden ? <EyeOutlined aria-hidden="true" /> : <EyeInvisibleOutlined aria-hidden="true" />}
          disabled={saving}
          onClick={() => void update({ hidden: !task.hidden })}
          aria-label={`${task.hidden ? 'Zobrazit' : 'Skrýt'} úkol ${task.title}`}
        >
          {task.hidden ? 'Zobrazit' : 'Skrýt'}
        </PlainButton>
        {task.custom && (
          <PlainButton
            size="small"
            danger
            icon={<DeleteOutlined aria-hidden="true" />}
            aria-label={`Smazat úkol ${task.title}`}
            onClick={askDelete}
          >
            Smazat
          </PlainButton>
        )}
      </div>
    </li>
  );
}

function DigestSwitch({ plan }: { plan: WeddingPlanDto }) {
  const id = useId();
  const [update, { isLoading }] = useUpdatePlanMutation();
  const change = async (weeklyDigest: boolean) => {
    // One change at a time (antd's switch showed a spinner and took no clicks meanwhile).
    if (isLoading) return;
    try {
      await update({ updatePlanDto: { weeklyDigest } }).unwrap();
    } catch (error) {
      void notify('error', { title: 'Nastavení se nepodařilo uložit', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };
  return (
    <div className="plan-toggle" aria-busy={isLoading || undefined}>
      <Switch id={id} checked={plan.weeklyDigest} onChange={(checked) => void change(checked)} />
      <label htmlFor={id}>Každé pondělí e-mailem, co je na řadě</label>
    </div>
  );
}

/**
 * While the tasks load: the toolbar, the toggles and a month's first rows in their sizes, so that the list pushes
 * nothing when it comes (the tab fills the screen below the head).
 */
export function TasksSkeleton() {
  return (
    <div className="plan-tasks plan-tasks--skeleton">
      <p className="sr-only" role="status">
        Načítání úkolů…
      </p>
      <div aria-hidden="true">
        <div className="plan-tasks__toolbar">
          <span className="skeleton-line skeleton-line--short" />
          <span className="plan-tasks__skeleton-button" />
        </div>
        <div className="plan-tasks__toggles">
          <span className="skeleton-line plan-tasks__skeleton-toggle" />
        </div>
        <span className="skeleton-line skeleton-line--short plan-task-group__title plan-tasks__skeleton-heading" />
        <ul className="plan-task-group__list">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="plan-task plan-task--skeleton">
              <span className="skeleton-line skeleton-line--medium" />
              <span className="skeleton-line skeleton-line--short" />
              <span className="skeleton-line plan-tasks__skeleton-actions" />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** Month groups drawn in the first frame on the app's first page, then per frame (see TasksTab). */
const FIRST_GROUPS = 2;
const GROUPS_PER_FRAME = 2;

/**
 * 'Úkoly': the checklist timed back from the wedding date, by month (without a date by the months before it), with
 * overdue ones marked; each with done, a note, who has it, hide; custom tasks can be added and deleted. Tasks about a
 * service link to its providers and the request form; an accepted offer ticks them ('Splněno díky Svatby').
 */
export default function TasksTab({ plan }: { plan: WeddingPlanDto }) {
  const query = useListPlanTasksQuery();
  const { names } = useCategoryLookup();
  const [showHidden, setShowHidden] = useState(false);
  const [adding, setAdding] = useState(false);
  const hiddenId = useId();
  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const hiddenCount = items.filter((task) => task.hidden).length;
  const shown = useMemo(() => items.filter((task) => showHidden || !task.hidden), [items, showHidden]);
  const groups = useMemo(() => groupTasks(shown), [shown]);
  const assignees = useMemo(() => assigneeOptions(plan), [plan]);
  const counted = items.filter((task) => !task.hidden);
  const done = counted.filter((task) => task.done).length;
  // On the app's first page the ~40 tasks draw a few groups per frame (short tasks while the page starts, see HomePage);
  // the first groups fill the screen. Elsewhere, and in tests, all at once.
  const shownGroups = useStagedCount(groups.length, { first: FIRST_GROUPS, perFrame: GROUPS_PER_FRAME, ready: query.data !== undefined });

  if (query.isError && !query.data) {
    return <RetryAlert title="Úkoly se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  }
  if (!query.data) return <TasksSkeleton />;

  return (
    <div className="plan-tasks" aria-busy={query.isFetching || undefined}>
      <div className="plan-tasks__toolbar">
        <p className="plan-tasks__progress">{`Hotovo ${done} z ${countOf(counted.length, TASK_GENITIVE_FORMS)}`}</p>
        <PlainButton variant="primary" icon={<PlusOutlined aria-hidden="true" />} aria-haspopup="dialog" onClick={() => setAdding(true)}>
          Přidat úkol
        </PlainButton>
      </div>
      <div className="plan-tasks__toggles">
        {hiddenCount > 0 && (
          <div className="plan-toggle">
            <Switch id={hiddenId} checked={showHidden} onChange={setShowHidden} />
            <label htmlFor={hiddenId}>{`Ukázat i ${countOf(hiddenCount, HIDDEN_FORMS)}`}</label>
          </div>
        )}
        <DigestSwitch plan={plan} />
      </div>
      {!query.data.weddingDate && <Notice type="info" className="plan-tasks__no-date" title={NO_DATE_NOTICE} />}
      {groups.length === 0 ? (
        <p className="plan-tasks__empty">Žádné úkoly k zobrazení.</p>
      ) : (
        groups.slice(0, shownGroups).map((group) => (
          <section key={group.key} className="plan-task-group" aria-labelledby={`plan-task-group-${group.key}`}>
            <h3 id={`plan-task-group-${group.key}`} className="plan-task-group__title">
              {group.title}
            </h3>
            <ul className="plan-task-group__list">
              {group.tasks.map((task) => (
                <TaskItem
                  key={task.id}
                  task={task}
                  assignees={assignees}
                  categoryName={task.categoryId ? names.get(task.categoryId) : undefined}
                />
              ))}
            </ul>
          </section>
        ))
      )}
      <TaskDialog plan={plan} open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
