// Icons by path and the plain kit: the public lists (/poptavky, /dodavatele) render without antd.
import FilterOutlined from '@ant-design/icons/es/icons/FilterOutlined';
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { useEffect, useRef } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { PlainButton } from './PlainButton';
import { NativeSelect } from './ui/NativeSelect';
import { TextInput } from './ui/TextInput';
import { useMediaQuery } from './useMediaQuery';
import './listPage.css';

/**
 * Building blocks of a public list page (/poptavky, /dodavatele): the header with the count, the
 * filter toggle and sort, the filter panel (collapsible below 768 px, with a reset), the error,
 * empty and loading states and the pagination. Mobile first; styles in listPage.css.
 */

export interface ListHeaderProps {
  /** Id of the h1 (the results section is labelled by it; focus target after closing a dialog). */
  titleId: string;
  title: string;
  /** E.g. '13 poptávek'; announced politely when it changes. */
  count?: string;
  lead?: ReactNode;
  /** The filter toggle and the sort, right of the title on wide screens. */
  toolbar: ReactNode;
}

export function ListHeader({ titleId, title, count, lead, toolbar }: ListHeaderProps) {
  return (
    <div className="list-top">
      <div className="list-top__intro">
        <header className="list-head">
          <h1 id={titleId} className="list-head__title" tabIndex={-1}>
            {title}
          </h1>
          <p className="list-head__count" aria-live="polite">
            {count !== undefined && <span className="list-count-pill">{count}</span>}
          </p>
        </header>
        {lead && <p className="list-head__lead">{lead}</p>}
      </div>
      <div className="list-toolbar">{toolbar}</div>
    </div>
  );
}

export interface FilterToggleProps {
  open: boolean;
  onToggle: () => void;
  /** Filters in use; shown as a badge and in the accessible name 'Filtry (N)'. */
  activeCount: number;
  /** Id of the filter panel. */
  controls: string;
}

/** 'Filtry' button that opens the filter panel on phones (hidden from 768 px). */
export function FilterToggle({ open, onToggle, activeCount, controls }: FilterToggleProps) {
  return (
    <PlainButton
      className="list-filter-toggle"
      icon={<FilterOutlined aria-hidden="true" />}
      aria-expanded={open}
      aria-controls={controls}
      aria-label={activeCount > 0 ? `Filtry (${activeCount})` : 'Filtry'}
      onClick={onToggle}
    >
      Filtry
      {activeCount > 0 && <span className="list-filter-count">{activeCount}</span>}
    </PlainButton>
  );
}

export interface SortFieldProps<Value extends string> {
  id: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** The labelled 'Řazení' select (the browser's own). */
export function SortField<Value extends string>({ id, value, options, onChange }: SortFieldProps<Value>) {
  return (
    <div className="list-sort">
      <label htmlFor={id} className="list-label list-label--inline">
        Řazení
      </label>
      <NativeSelect<Value>
        id={id}
        className="list-sort__select"
        value={value}
        options={options}
        // No empty choice: a sort is always chosen.
        onChange={(next) => next && onChange(next)}
      />
    </div>
  );
}

export interface ListToolbarProps<Value extends string> {
  /** Prefix of the element ids: `{id}-filters` (the panel the toggle controls) and `{id}-sort`. */
  id: string;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeCount: number;
  sort: Value;
  sortOptions: SortFieldProps<Value>['options'];
  onSort: (value: Value) => void;
}

/** The list header's toolbar: the mobile filter toggle and the sort. */
export function ListToolbar<Value extends string>({
  id,
  filtersOpen,
  onToggleFilters,
  activeCount,
  sort,
  sortOptions,
  onSort,
}: ListToolbarProps<Value>) {
  return (
    <>
      <FilterToggle open={filtersOpen} onToggle={onToggleFilters} activeCount={activeCount} controls={`${id}-filters`} />
      <SortField id={`${id}-sort`} value={sort} options={sortOptions} onChange={onSort} />
    </>
  );
}

export interface FilterPanelProps {
  id: string;
  /** Accessible name of the panel, e.g. 'Filtry poptávek'. */
  label: string;
  open: boolean;
  activeCount: number;
  onReset: () => void;
  /** Number of filters beside the search (columns on wide screens). */
  columns?: number;
  /**
   * With it, phones show the open filters as a sheet over the list (issue 51: inline, they filled the first
   * screen), closed by 'Zobrazit výsledky', Escape or a tap beside it; wide screens keep the row.
   */
  onClose?: () => void;
  children: ReactNode;
}

/** Below the width where the filters stand in a row (listPage.css). */
export const PHONE_QUERY = '(max-width: 767px)';

/** The filters: a collapsible panel on phones, a row on wide screens; 'Zrušit filtry' when any is set. */
export function FilterPanel({ id, label, open, activeCount, onReset, columns = 3, onClose, children }: FilterPanelProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  if (onClose && phone) {
    return open ? (
      <FilterSheet id={id} label={label} activeCount={activeCount} onReset={onReset} onClose={onClose}>
        {children}
      </FilterSheet>
    ) : null;
  }
  return (
    <section
      id={id}
      className={`list-filters${open ? ' list-filters--open' : ''}`}
      style={{ '--list-filter-columns': columns } as CSSProperties}
      aria-label={label}
    >
      {children}
      <ResetFilters activeCount={activeCount} onReset={onReset} />
    </section>
  );
}

/** 'Zrušit filtry' while any filter is set; its cell keeps the grid's place either way. */
function ResetFilters({ activeCount, onReset }: Pick<FilterPanelProps, 'activeCount' | 'onReset'>) {
  return (
    <div className="list-filter list-filter--reset">
      {activeCount > 0 && (
        <PlainButton variant="link" className="list-reset" onClick={onReset}>
          Zrušit filtry
        </PlainButton>
      )}
    </div>
  );
}

/** The phone's filter sheet: a modal panel from the bottom of the screen, focus inside while open. */
function FilterSheet({
  id,
  label,
  activeCount,
  onReset,
  onClose,
  children,
}: Pick<FilterPanelProps, 'id' | 'label' | 'activeCount' | 'onReset' | 'children'> & { onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);
  return (
    <div className="list-sheet">
      <div className="list-sheet__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panel}
        className="list-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-sheet-title`}
        tabIndex={-1}
      >
        <div className="list-sheet__head">
          <h2 id={`${id}-sheet-title`} className="list-sheet__title">
            {activeCount > 0 ? `Filtry (${activeCount})` : 'Filtry'}
          </h2>
          <PlainButton variant="text" onClick={onClose} aria-label="Zavřít filtry">
            Zavřít
          </PlainButton>
        </div>
        <section id={id} className="list-filters list-filters--open list-filters--sheet" aria-label={label}>
          {children}
          <ResetFilters activeCount={activeCount} onReset={onReset} />
        </section>
        <div className="list-sheet__foot">
          <PlainButton variant="primary" block onClick={onClose}>
            Zobrazit výsledky
          </PlainButton>
        </div>
      </div>
    </div>
  );
}

export interface FilterFieldProps {
  htmlFor: string;
  label: string;
  /** The search field (full row on tablets, wider on desktops). */
  search?: boolean;
  /** Half a row on phones (e.g. 'Cena od' beside 'Cena do'). */
  half?: boolean;
  children: ReactNode;
}

export function FilterField({ htmlFor, label, search, half, children }: FilterFieldProps) {
  const className = ['list-filter', search ? 'list-filter--search' : '', half ? 'list-filter--half' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={htmlFor} className="list-label">
        {label}
      </label>
      {children}
    </div>
  );
}

export interface SearchFieldProps {
  id: string;
  placeholder: string;
  /** The typed text (debounced into the URL by the page). */
  value: string;
  onChange: (value: string) => void;
  /** Enter applies the search at once. */
  onSubmit: () => void;
}

/** The 'Hledat' field of a list's filter panel. */
export function SearchField({ id, placeholder, value, onChange, onSubmit }: SearchFieldProps) {
  return (
    <FilterField htmlFor={id} label="Hledat" search>
      <TextInput
        id={id}
        enterKeyHint="search"
        clearLabel="Vymazat hledání"
        prefix={<SearchOutlined aria-hidden="true" />}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
        onPressEnter={onSubmit}
      />
    </FilterField>
  );
}

/** Placeholders of the cards while a page loads, with a status text for screen readers. */
export function ListSkeleton({ count, label, renderItem }: { count: number; label: string; renderItem: () => ReactNode }) {
  return (
    <>
      <p className="sr-only" role="status">
        {label}
      </p>
      <ul className="list-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>{renderItem()}</li>
        ))}
      </ul>
    </>
  );
}
