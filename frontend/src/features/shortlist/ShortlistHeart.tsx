import { Heart } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { href } from '../../shared/paths';
import { COUPLES_ONLY_TEXT, heartLabel, rememberPendingHeart } from './shortlistModel';
import { useShortlistHearts } from './useShortlistHearts';
import './shortlistHeart.css';

export interface ShortlistHeartProps {
  providerId: number;
  /** The provider's name, for the button's accessible name ('Uložit do výběru: Studio …'). */
  providerName?: string;
  className?: string;
}

/**
 * The heart on a provider's card and portfolio: saves the provider to the couple's shortlist ('Vybraní
 * dodavatelé') or removes it, at once. Plain HTML of a fixed size, the same on the server and before the
 * session is known (no layout shift, no request; a tap then is kept until it is); a visitor is sent to sign in
 * and the heart is saved on the way back; a provider account sees it disabled.
 */
export function ShortlistHeart({ providerId, providerName, className }: ShortlistHeartProps) {
  const { viewer, saved, savedKnown, toggle } = useShortlistHearts();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // A tap before the session (or the couple's shortlist) is known shows filled at once and is carried out then.
  const [tappedEarly, setTappedEarly] = useState(false);
  const isSaved = (viewer === 'couple' && saved.has(providerId)) || (tappedEarly && (viewer === 'loading' || viewer === 'couple'));
  const label = heartLabel(isSaved);
  const disabled = viewer === 'provider';

  const signIn = useCallback(() => {
    rememberPendingHeart(providerId);
    navigate(href.login({ returnUrl: `${pathname}${search}` }));
  }, [providerId, navigate, pathname, search]);

  useEffect(() => {
    if (!tappedEarly || viewer === 'loading' || (viewer === 'couple' && !savedKnown)) return;
    setTappedEarly(false);
    // The heart looked empty when tapped, so the tap meant 'save' (an already saved provider stays saved).
    if (viewer === 'couple' && !saved.has(providerId)) void toggle(providerId);
    if (viewer === 'visitor') signIn();
  }, [tappedEarly, viewer, savedKnown, saved, providerId, toggle, signIn]);

  const onClick = () => {
    // A second early tap takes the first back, as it would on a known heart.
    if (viewer === 'loading' || (viewer === 'couple' && !savedKnown)) setTappedEarly((tapped) => !tapped);
    else if (viewer === 'visitor') signIn();
    else if (viewer === 'couple') void toggle(providerId);
  };

  return (
    <button
      type="button"
      className={['shortlist-heart', isSaved ? 'shortlist-heart--saved' : '', className ?? ''].filter(Boolean).join(' ')}
      aria-label={providerName ? `${label}: ${providerName}` : label}
      aria-pressed={isSaved}
      title={disabled ? COUPLES_ONLY_TEXT : label}
      disabled={disabled}
      onClick={onClick}
    >
      <Heart size={20} aria-hidden="true" focusable="false" fill={isSaved ? 'currentColor' : 'none'} />
    </button>
  );
}
