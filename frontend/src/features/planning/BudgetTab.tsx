import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/es/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import WarningFilled from '@ant-design/icons/es/icons/WarningFilled';
import { App, Button } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useApplyBudgetSuggestionMutation, useDeleteBudgetLineMutation, useGetPlanBudgetQuery } from '../../api';
import type { BudgetLineDto, BudgetSuggestionDto, BudgetTotalsDto } from '../../api';
import { CardSkeleton } from '../../shared/CardSkeleton';
import { useCategoryLookup } from '../../shared/categoryLookup';
import { errorMessage } from '../../shared/errors';
import { formatKc } from '../../shared/format/money';
import { formatNumber } from '../../shared/format/number';
import { countOf } from '../../shared/format/text';
import { RetryAlert } from '../../shared/RetryAlert';
import { Notice } from '../../shared/ui/Notice';
import { Tag } from '../../shared/ui/Tag';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { useNearViewport } from '../../shared/useNearViewport';
import { PlanFigures } from './PlanFigures';
import { BudgetLineDialog } from './BudgetLineDialog';
import { ESTIMATE_MARK, SVATBY_MARK, amountText, chartRows, lineName, lineOverBy, openSuggestions, totalsWarning } from './budgetModel';
import type { ChartRow } from './budgetModel';
import '../../shared/skeleton.css';
import { useConfirmedAction } from '../../shared/useConfirmedAction';
import './budgetTab.css';

// The chart is below the lines and brings recharts: its own chunk, loaded once its section nears the screen.
const BudgetChart = lazy(() => import('./BudgetChart'));

const PHONE_QUERY = '(max-width: 767px)';
const LINE_FORMS = ['položka', 'položky', 'položek'] as const;
const CATEGORY_FORMS = ['kategorie', 'kategorie', 'kategorií'] as const;

function Totals({ totals }: { totals: BudgetTotalsDto }) {
  const warning = totalsWarning(totals);
  const items: [string, string][] = [
    ['Celkový rozpočet', totals.totalBudget === null ? 'Nezadán' : formatKc(totals.totalBudget)],
    ['Plánováno', formatKc(totals.planned)],
    ['Skutečně', formatKc(totals.actual)],
    ['Zaplaceno', formatKc(totals.paid)],
    ['Zbývá zaplatit', formatKc(totals.toPay)],
  ];
  if (totals.remaining !== null) {
    items.push(totals.remaining < 0 ? ['Přes rozpočet', formatKc(-totals.remaining)] : ['Zbývá z rozpočtu', formatKc(totals.remaining)]);
  }
  return (
    <section className="budget-totals" aria-labelledby="budget-totals-title">
      <h2 id="budget-totals-title" className="budget-section__title">
        Souhrn
      </h2>
      <PlanFigures items={items} wide={3} className="budget-totals__list" />
      {warning && <Notice type="warning" role="status" title="Rozpočet je překročen" description={warning} />}
    </section>
  );
}

/** The marks under a line's name: from Svatby, the deposit due or paid. */
function LineMarks({ line }: { line: BudgetLineDto }) {
  const depositPaid = line.depositDue !== null && line.paid >= line.depositDue;
  return (
    <>
      {line.source === 'svatby' && <Tag className="budget-tag budget-tag--svatby">{SVATBY_MARK}</Tag>}
      {line.depositDue !== null && (
        <Tag className={depositPaid ? 'budget-tag budget-tag--paid' : 'budget-tag budget-tag--due'}>
          {depositPaid ? `Záloha ${formatKc(line.depositDue)} zaplacena` : `Záloha k úhradě: ${formatKc(line.depositDue)}`}
        </Tag>
      )}
    </>
  );
}

function ActualAmount({ line }: { line: BudgetLineDto }) {
  return (
    <>
      {amountText(line.actual)}
      {line.actual !== null && line.actualIsEstimate && (
        <span className="budget-estimate" title="Horní hranice cenového rozpětí nabídky">
          {` (${ESTIMATE_MARK})`}
        </span>
      )}
    </>
  );
}

function OverBudget({ line }: { line: BudgetLineDto }) {
  if (!line.overBudget) return null;
  return (
    <span className="budget-over">
      <WarningFilled aria-hidden="true" /> {`Nad plán o ${formatKc(lineOverBy(line))}`}
    </span>
  );
}

interface LineActionsProps {
  line: BudgetLineDto;
  name: string;
  onEdit: (line: BudgetLineDto) => void;
  onDelete: (line: BudgetLineDto) => void;
}

function LineActions({ line, name, onEdit, onDelete }: LineActionsProps) {
  return (
    <div className="budget-line__actions">
      <Button size="small" icon={<EditOutlined aria-hidden="true" />} aria-label={`Upravit položku ${name}`} onClick={() => onEdit(line)}>
        Upravit
      </Button>
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden="true" />}
        aria-label={`Smazat položku ${name}`}
        onClick={() => onDelete(line)}
      >
        Smazat
      </Button>
    </div>
  );
}

interface LinesProps {
  lines: BudgetLineDto[];
  names: ReadonlyMap<string, string>;
  onEdit: (line: BudgetLineDto) => void;
  onDelete: (line: BudgetLineDto) => void;
}

function LinesTable({ lines, names, onEdit, onDelete }: LinesProps) {
  return (
    <div className="budget-table__scroll">
      <table className="budget-table">
        <caption className="sr-only">Položky rozpočtu</caption>
        <thead>
          <tr>
            <th scope="col">Položka</th>
            <th scope="col">Plán</th>
            <th scope="col">Skutečnost</th>
            <th scope="col">Zaplaceno</th>
            <th scope="col">Zbývá zaplatit</th>
            <th scope="col">
              <span className="sr-only">Akce</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const name = lineName(line, names);
            return (
              <tr key={line.id} className={line.overBudget ? 'budget-table__row budget-table__row--over' : 'budget-table__row'}>
                <th scope="row">
                  <span className="budget-line__name">{name}</span>
                  <LineMarks line={line} />
                </th>
                <td>{amountText(line.planned)}</td>
                <td>
                  <ActualAmount line={line} />
                  <OverBudget line={line} />
                </td>
                <td>{formatKc(line.paid)}</td>
                <td>{formatKc(line.toPay)}</td>
                <td>
                  <LineActions line={line} name={name} onEdit={onEdit} onDelete={onDelete} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function LineCards({ lines, names, onEdit, onDelete }: LinesProps) {
  return (
    <ul className="budget-cards" aria-label="Položky rozpočtu">
      {lines.map((line) => {
        const name = lineName(line, names);
        return (
          <li key={line.id}>
            <article className={line.overBudget ? 'budget-card budget-card--over' : 'budget-card'} aria-label={name}>
              <h3 className="budget-card__name">{name}</h3>
              <div className="budget-card__marks">
                <LineMarks line={line} />
              </div>
              <dl className="budget-card__amounts">
                <div>
                  <dt>Plán</dt>
                  <dd>{amountText(line.planned)}</dd>
                </div>
                <div>
                  <dt>Skutečnost</dt>
                  <dd>
                    <ActualAmount line={line} />
                  </dd>
                </div>
                <div>
                  <dt>Zaplaceno</dt>
                  <dd>{formatKc(line.paid)}</dd>
                </div>
                <div>
                  <dt>Zbývá zaplatit</dt>
                  <dd>{formatKc(line.toPay)}</dd>
                </div>
              </dl>
              <OverBudget line={line} />
              <LineActions line={line} name={name} onEdit={onEdit} onDelete={onDelete} />
            </article>
          </li>
        );
      })}
    </ul>
  );
}

interface SuggestionProps {
  suggestion: BudgetSuggestionDto[];
  lines: BudgetLineDto[];
  totalBudget: number | null;
  names: ReadonlyMap<string, string>;
}

/** The suggested split of the total budget, and 'Použít návrh' for the categories still without a plan. */
function Suggestion({ suggestion, lines, totalBudget, names }: SuggestionProps) {
  const { notification } = App.useApp();
  const [apply, { isLoading }] = useApplyBudgetSuggestionMutation();
  const open = openSuggestions(suggestion, lines);
  if (suggestion.length === 0) return null;

  const onApply = async () => {
    try {
      await apply().unwrap();
      notification.success({ title: 'Návrh byl použit', description: `Plán doplněn u ${countOf(open.length, CATEGORY_FORMS)}.` });
    } catch (error) {
      notification.error({ title: 'Návrh se nepodařilo použít', description: errorMessage(error, 'Zkuste to prosím znovu.') });
    }
  };

  return (
    <section className="budget-suggestion" aria-labelledby="budget-suggestion-title">
      <h2 id="budget-suggestion-title" className="budget-section__title">
        Doporučené rozdělení
      </h2>
      <p className="budget-section__lead">
        {totalBudget === null
          ? 'Zadejte v plánu celkový rozpočet a rozdělíme ho podle toho, kolik páry obvykle dávají za jednotlivé služby.'
          : `Jak páry obvykle dělí rozpočet ${formatKc(totalBudget)}. Návrh doplní plán jen tam, kde ho ještě nemáte.`}
      </p>
      <ul className="budget-suggestion__list">
        {suggestion.map((entry) => (
          <li key={entry.categoryId} className="budget-suggestion__item">
            <span className="budget-suggestion__name">{names.get(entry.categoryId) ?? entry.categoryId}</span>
            <span className="budget-suggestion__share">{`${formatNumber(entry.share)} %`}</span>
            <span className="budget-suggestion__amount">{entry.amount === null ? '' : formatKc(entry.amount)}</span>
          </li>
        ))}
      </ul>
      <Button type="primary" onClick={() => void onApply()} loading={isLoading} disabled={totalBudget === null || open.length === 0}>
        Použít návrh
      </Button>
      {totalBudget !== null && open.length === 0 && <p className="budget-section__lead">Plán máte u všech navržených kategorií.</p>}
    </section>
  );
}

/** The chart below the lines: recharts loads once the section comes near the screen, never with the tab's first view on a phone. */
function ChartSection({ rows }: { rows: ChartRow[] }) {
  const [ref, near] = useNearViewport<HTMLElement>(false, { margin: '200px' });
  const placeholder = <CardSkeleton className="budget-chart__placeholder" lines={['full', 'full', 'medium']} />;
  return (
    <section ref={ref} className="budget-chart" aria-labelledby="budget-chart-title">
      <h2 id="budget-chart-title" className="budget-section__title">
        Plán a skutečnost podle položek
      </h2>
      {near ? (
        <Suspense fallback={placeholder}>
          <BudgetChart rows={rows} />
        </Suspense>
      ) : (
        placeholder
      )}
    </section>
  );
}

function TabSkeleton() {
  return (
    <div className="budget-skeleton">
      <p className="sr-only" role="status">
        Načítání rozpočtu…
      </p>
      {[0, 1, 2].map((row) => (
        <CardSkeleton key={row} className="budget-card" lines={['title', 'full', 'short']} />
      ))}
    </div>
  );
}

/**
 * 'Rozpočet' of /muj-plan (issue 46): the lines by category or custom, each with its plan, actual amount, paid and
 * still to pay; lines of an accepted offer are marked and follow it (a range's upper bound as an estimate, a confirmed
 * booking's deposit); totals with a warning over the budget, the suggested split and a chart of plan vs actual.
 */
export default function BudgetTab() {
  const confirm = useConfirmedAction();
  const query = useGetPlanBudgetQuery();
  const { names } = useCategoryLookup();
  const phone = useMediaQuery(PHONE_QUERY);
  const [remove] = useDeleteBudgetLineMutation();
  const [editing, setEditing] = useState<BudgetLineDto | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const data = query.data;
  const rows = useMemo(() => (data ? chartRows(data.lines, names) : []), [data, names]);

  if (query.isError && !data) {
    return <RetryAlert title="Rozpočet se nepodařilo načíst" error={query.error} onRetry={() => query.refetch()} />;
  }
  if (!data) return <TabSkeleton />;

  const openDialog = (line: BudgetLineDto | null) => {
    setEditing(line);
    setDialogOpen(true);
  };

  const confirmDelete = (line: BudgetLineDto) => {
    const name = lineName(line, names);
    confirm({
      title: `Smazat položku „${name}“?`,
      content: line.source === 'svatby' ? 'Položka z nabídky se vrátí jen s další přijatou nabídkou.' : 'Částky položky se ztratí.',
      run: () => remove({ id: line.id }).unwrap(),
      done: 'Položka byla smazána',
      failed: 'Položku se nepodařilo smazat',
    });
  };

  const taken = new Set(data.lines.flatMap((line) => (line.categoryId ? [line.categoryId] : [])));
  const Lines = phone ? LineCards : LinesTable;
  return (
    <div className="budget-tab">
      <Totals totals={data.totals} />
      <section className="budget-lines" aria-labelledby="budget-lines-title">
        <div className="budget-section__head">
          <h2 id="budget-lines-title" className="budget-section__title">
            {data.lines.length === 0 ? 'Položky' : `Položky (${countOf(data.lines.length, LINE_FORMS)})`}
          </h2>
          <Button icon={<PlusOutlined aria-hidden="true" />} onClick={() => openDialog(null)} aria-haspopup="dialog">
            Přidat položku
          </Button>
        </div>
        {data.lines.length === 0 ? (
          <p className="budget-section__lead">
            Zatím tu nic není. Přidejte položku, nebo použijte návrh rozdělení. Přijatá nabídka se sem zapíše sama.
          </p>
        ) : (
          <Lines lines={data.lines} names={names} onEdit={openDialog} onDelete={confirmDelete} />
        )}
      </section>
      <Suggestion suggestion={data.suggestion} lines={data.lines} totalBudget={data.totals.totalBudget} names={names} />
      {rows.length > 0 && <ChartSection rows={rows} />}
      <BudgetLineDialog
        key={editing?.id ?? 'new'}
        open={dialogOpen}
        line={editing}
        names={names}
        takenCategories={taken}
        onClose={() => setDialogOpen(false)}
      />
    </div>
  );
}
