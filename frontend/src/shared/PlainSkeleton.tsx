import './plainSkeleton.css';

export interface PlainSkeletonProps {
  /** A round avatar placeholder (40 px) beside the lines. */
  avatar?: boolean;
  /** Paragraph lines below the title line. */
  rows?: number;
  /** The shimmer, while something loads (a placeholder waiting for the visitor to scroll is still). */
  active?: boolean;
}

/**
 * antd's active Skeleton (title line, paragraph lines, optional avatar) in plain CSS, for loading
 * states drawn before antd has loaded (the home page's first screen). Decorative: the loading
 * state is announced by the caller.
 */
export function PlainSkeleton({ avatar = false, rows = 3, active = true }: PlainSkeletonProps) {
  const className = ['plain-skeleton', avatar && 'plain-skeleton--avatar', active && 'plain-skeleton--active']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} aria-hidden="true">
      {avatar && (
        <div className="plain-skeleton__header">
          <span className="plain-skeleton__avatar" />
        </div>
      )}
      <div className="plain-skeleton__section">
        <div className="plain-skeleton__title" />
        <ul className="plain-skeleton__paragraph">
          {Array.from({ length: rows }, (_, index) => (
            <li key={index} />
          ))}
        </ul>
      </div>
    </div>
  );
}
