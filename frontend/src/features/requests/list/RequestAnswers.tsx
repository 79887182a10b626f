import type { RequestDetailDto } from '../../../api';
import { countOf } from '../../../shared/format';
import './requestAnswers.css';

export interface RequestAnswersProps {
  /** The couple's answers to the services' questions (ServiceRequestDto.details), in order. */
  details: readonly RequestDetailDto[];
  /** Answers shown before 'a N dalších' (the card's compact line); all when omitted (the detail). */
  max?: number;
  className?: string;
}

/**
 * The answers of the request form's step 2 ('Délka focení: 8 h', 'Druhý fotograf: Ano') as a
 * description list: compact on the card (the first few, then how many more), whole in the detail.
 * Nothing for a request without answers (older ones).
 */
export function RequestAnswers({ details, max, className }: RequestAnswersProps) {
  if (details.length === 0) return null;
  const shown = max === undefined ? details : details.slice(0, max);
  const rest = details.length - shown.length;
  return (
    <div className={['request-answers', className ?? ''].filter(Boolean).join(' ')}>
      <dl className="request-answers__list">
        {shown.map((detail) => (
          <div key={detail.key} className="request-answers__item">
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      {rest > 0 && <span className="request-answers__more">a {countOf(rest, ['další', 'další', 'dalších'])} v detailu</span>}
    </div>
  );
}
