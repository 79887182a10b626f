import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import './pageNumbers.css';

/**
 * The page numbers to show: the first, the last and the current one with its neighbours, 'gap' where pages are
 * left out (as antd's Pagination with showLessItems).
 */
export function pageItems(current: number, pageCount: number): (number | 'gap')[] {
  const shown = new Set([1, pageCount, current - 1, current, current + 1].filter((page) => page >= 1 && page <= pageCount));
  const items: (number | 'gap')[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}

export interface PageNumbersProps {
  current: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/** Page buttons (previous, numbers, next) without antd; the caller wraps them in a labelled <nav>. */
export function PageNumbers({ current, total, pageSize, onChange }: PageNumbersProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  return (
    <ul className="ui-pages">
      <li>
        <button
          type="button"
          className="ui-pages__item ui-pages__step"
          aria-label="Předchozí strana"
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        >
          <LeftOutlined aria-hidden="true" />
        </button>
      </li>
      {pageItems(current, pageCount).map((item, index) =>
        item === 'gap' ? (
          <li key={`gap-${index}`} className="ui-pages__gap" aria-hidden="true">
            •••
          </li>
        ) : (
          <li key={item}>
            <button
              type="button"
              className={item === current ? 'ui-pages__item ui-pages__item--current' : 'ui-pages__item'}
              aria-label={`Strana ${item}`}
              aria-current={item === current ? 'page' : undefined}
              onClick={() => item !== current && onChange(item)}
            >
              {item}
            </button>
          </li>
        ),
      )}
      <li>
        <button
          type="button"
          className="ui-pages__item ui-pages__step"
          aria-label="Další strana"
          disabled={current >= pageCount}
          onClick={() => onChange(current + 1)}
        >
          <RightOutlined aria-hidden="true" />
        </button>
      </li>
    </ul>
  );
}
