import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import { useLocation, useNavigate } from 'react-router-dom';
import { PlainButton } from '../../shared/PlainButton';
import { paths } from '../../shared/paths';
import { useMediaQuery } from '../../shared/useMediaQuery';

/** Where the desktop navbar starts. */
export const WIDE_QUERY = '(min-width: 1180px)';

/**
 * The back button, hidden on '/'; goes back in history, or home when there is none. It floats at the bottom
 * left on wide screens; below the desktop navbar it sits in the sticky top bar (placement 'bar', rendered by
 * the Navbar), where it covers no text or label (issue 51: at the bottom of a phone's screen it did).
 */
export function BackButton({ placement = 'floating' }: { placement?: 'floating' | 'bar' }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // One of the two at a time (the desktop navbar starts at 1180 px, see styles.css).
  const wide = useMediaQuery(WIDE_QUERY);
  if (pathname === paths.home || wide !== (placement === 'floating')) return null;
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx;
    if (typeof idx === 'number' && idx > 0) navigate(-1);
    else navigate(paths.home);
  };
  return (
    <PlainButton
      className={placement === 'bar' ? 'navbar__back mobile-only' : 'floating-button floating-button--back desktop-only'}
      shape="circle"
      size={placement === 'bar' ? 'middle' : 'large'}
      icon={<ArrowLeftOutlined aria-hidden="true" />}
      aria-label="Zpět"
      title="Zpět"
      onClick={goBack}
    />
  );
}
