import { initials } from './account';
import './avatar.css';

export interface AvatarProps {
  /** The person or company; its initials stand in for a missing image. */
  name: string;
  imageUrl?: string | null;
  /** Pixels (square). */
  size?: number;
  className?: string;
}

/**
 * A round picture of a user or provider: the uploaded image, else the initials on the brand colour.
 * Decorative (the name is always written beside it), so hidden from assistive technology. Plain
 * markup, no component library: it sits in the top bar and on the public cards.
 */
export function Avatar({ name, imageUrl, size = 40, className }: AvatarProps) {
  const classes = ['avatar', className ?? ''].filter(Boolean).join(' ');
  const style = { width: size, height: size, fontSize: Math.round(size * 0.42) };
  if (imageUrl) {
    return <img className={classes} src={imageUrl} alt="" aria-hidden="true" width={size} height={size} loading="lazy" style={style} />;
  }
  return (
    <span className={`${classes} avatar--initials`} aria-hidden="true" style={style}>
      {initials(name) || '?'}
    </span>
  );
}
