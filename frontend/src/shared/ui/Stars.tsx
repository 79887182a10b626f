import StarFilled from '@ant-design/icons/es/icons/StarFilled';
import { formatRating } from '../format/number';
import './stars.css';

/**
 * A read-only rating as five stars, filled to the nearest half (antd's disabled Rate with allowHalf), named for
 * screen readers ('Hodnocení 4,5 z 5'), without antd.
 */
export function Stars({ value, size = 'middle', className }: { value: number; size?: 'small' | 'middle'; className?: string }) {
  const rounded = Math.round(value * 2) / 2;
  const classes = ['ui-stars', size === 'small' ? 'ui-stars--small' : '', className].filter(Boolean).join(' ');
  return (
    <span className={classes} role="img" aria-label={`Hodnocení ${formatRating(rounded)} z 5`}>
      {[1, 2, 3, 4, 5].map((star) => {
        const fill = rounded >= star ? 'full' : rounded >= star - 0.5 ? 'half' : 'empty';
        return (
          <span key={star} className={`ui-stars__star ui-stars__star--${fill}`} aria-hidden="true">
            <span className="ui-stars__back">
              <StarFilled />
            </span>
            <span className="ui-stars__front">
              <StarFilled />
            </span>
          </span>
        );
      })}
    </span>
  );
}
