import { Fragment, useCallback } from 'react';
import type { ReactNode } from 'react';
import type { FilterOption, FilterOptionGroup } from './filterOptions';
import type { ParamChanges } from './listParams';
import { FilterField, FilterPanel, SearchField } from './ListPage';
import { NativeSelect } from './ui/NativeSelect';
import { useDebouncedParam } from './useListParams';
import type { UpdateParams } from './useListParams';

/**
 * The filters of a list as a definition: each field names its URL parameter, and the kit renders
 * the fields in the list's filter panel, keeps them in the URL (the search debounced), and resets
 * them all. /poptavky, /dodavatele and the admin tables are such definitions.
 */
export type FilterFieldDefinition<Param extends string> =
  | {
      kind: 'search';
      /** The id suffix ('search' → '{list}-search'). */
      name: string;
      param: Param;
      placeholder: string;
      /** The value in the URL. */
      value: string;
      debounceMs: number;
    }
  | {
      kind: 'select';
      name: string;
      param: Param;
      label: string;
      placeholder: string;
      value: string | undefined;
      options: (FilterOption | FilterOptionGroup)[];
      /**
       * A choice that means "no filter" (e.g. the whole country): it clears the parameter, and it stands for the
       * empty choice (shown when the parameter is unset) instead of a second 'Celá ČR'.
       */
      noneValue?: string;
    }
  | {
      /** Anything else (price inputs, a date, checkboxes): its own node, and the parameters a reset clears. */
      kind: 'custom';
      name: string;
      params: Param[];
      node: ReactNode;
      /** Clears the field's own state on a reset (e.g. typed text). */
      onReset?: () => void;
    };

/** The 'Hledat' box of a list: the text reaches the URL `debounceMs` after the last keystroke. */
export function searchFilter<Param extends string>(param: Param, value: string, placeholder: string, debounceMs: number): FilterFieldDefinition<Param> {
  return { kind: 'search', name: 'search', param, placeholder, value, debounceMs };
}

/** The 'Kategorie' select of a list (every category; typing jumps). */
export function categoryFilter<Param extends string>(
  param: Param,
  value: string | undefined,
  options: FilterOption[],
): FilterFieldDefinition<Param> {
  return { kind: 'select', name: 'category', param, label: 'Kategorie', placeholder: 'Všechny kategorie', value, options };
}

/** The params every field of `fields` writes. */
function paramsOf<Param extends string>(fields: readonly FilterFieldDefinition<Param>[]): Param[] {
  return fields.flatMap((field) => (field.kind === 'custom' ? field.params : [field.param]));
}

/** The filters' state: the typed search text and the reset of every field (also offered by empty states). */
export function useListFilters<Param extends string>(fields: readonly FilterFieldDefinition<Param>[], update: UpdateParams<Param>) {
  const search = fields.find((field) => field.kind === 'search');
  const searchParam = search?.param;
  const commitSearch = useCallback(
    (value: string) => {
      if (searchParam) update({ [searchParam]: value } as ParamChanges<Param>);
    },
    [update, searchParam],
  );
  const [searchText, setSearchText, flushSearch] = useDebouncedParam(search?.value ?? '', commitSearch, search?.debounceMs ?? 0);
  const reset = () => {
    setSearchText('');
    for (const field of fields) if (field.kind === 'custom') field.onReset?.();
    update(Object.fromEntries(paramsOf(fields).map((param) => [param, undefined])) as ParamChanges<Param>);
  };
  return { fields, update, search: { text: searchText, setText: setSearchText, flush: flushSearch }, reset };
}

export type ListFiltersState<Param extends string> = ReturnType<typeof useListFilters<Param>>;

export interface ListFiltersProps<Param extends string> {
  /** The list's id prefix: the panel is '{id}-filters', a field '{id}-{name}'. */
  id: string;
  /** The panel's accessible name ('Filtry poptávek'). */
  label: string;
  state: ListFiltersState<Param>;
  open: boolean;
  activeCount: number;
  /** Filters beside the search on wide screens. */
  columns?: number;
  /** Phones show the open filters as a sheet that this closes (see FilterPanel). */
  onClose?: () => void;
}

/** Whether `value` is one of the options (at the top or in a group). */
function hasOption(options: readonly (FilterOption | FilterOptionGroup)[], value: string): boolean {
  return options.some((option) => ('options' in option ? hasOption(option.options, value) : option.value === value));
}

/** The filter panel of a list, rendered from its definition (see useListFilters). */
export function ListFilters<Param extends string>({ id, label, state, open, activeCount, columns, onClose }: ListFiltersProps<Param>) {
  const { fields, update, search } = state;
  return (
    <FilterPanel id={`${id}-filters`} label={label} open={open} activeCount={activeCount} onReset={state.reset} columns={columns} onClose={onClose}>
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        if (field.kind === 'custom') return <Fragment key={field.name}>{field.node}</Fragment>;
        if (field.kind === 'search') {
          return (
            <SearchField
              key={field.name}
              id={fieldId}
              placeholder={field.placeholder}
              value={search.text}
              onChange={search.setText}
              onSubmit={search.flush}
            />
          );
        }
        // The "no filter" option is the empty choice when the list has it (else the placeholder is).
        const none = field.noneValue !== undefined && hasOption(field.options, field.noneValue);
        return (
          <FilterField key={field.name} htmlFor={fieldId} label={field.label}>
            <NativeSelect
              id={fieldId}
              value={field.value ?? (none ? field.noneValue : undefined)}
              options={field.options}
              placeholder={none ? undefined : field.placeholder}
              onChange={(value) =>
                update({ [field.param]: value && value !== field.noneValue ? value : undefined } as ParamChanges<Param>)
              }
            />
          </FilterField>
        );
      })}
    </FilterPanel>
  );
}
