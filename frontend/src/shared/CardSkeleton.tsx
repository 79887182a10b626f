/** One line of a card's placeholder: a text line of a width, or a row of tags. */
export type SkeletonLine = 'title' | 'full' | 'medium' | 'short' | 'tags';

/** A placeholder of a list card's shape (`className` gives the card's frame), shown while a page loads. */
export function CardSkeleton({ className, lines }: { className: string; lines: readonly SkeletonLine[] }) {
  return (
    <div className={`${className} ${className}--skeleton`} aria-hidden="true">
      {lines.map((line, index) =>
        line === 'tags' ? (
          <span key={index} className="skeleton-tags">
            <span className="skeleton-tag" />
            <span className="skeleton-tag" />
            <span className="skeleton-tag" />
          </span>
        ) : (
          <span key={index} className={line === 'full' ? 'skeleton-line' : `skeleton-line skeleton-line--${line}`} />
        ),
      )}
    </div>
  );
}
