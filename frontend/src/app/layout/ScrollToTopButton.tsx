import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import { useEffect, useState } from 'react';
import { afterNextFrame } from '../../shared/afterNextFrame';
import { PlainButton } from '../../shared/PlainButton';
import { useMediaQuery } from '../../shared/useMediaQuery';
import { WIDE_QUERY } from './BackButton';

/** Appears after this many pixels of scroll (spec: 300 px). */
export const SCROLL_TOP_THRESHOLD = 300;

/**
 * "Nahoru", past 300 px of scroll. Like the back button it floats at the bottom right on wide screens only;
 * below the desktop navbar it sits in the sticky top bar (placement 'bar', rendered by the Navbar), since a
 * phone has no margin beside the text to float in (issue 51: it covered the form's last step).
 */
export function ScrollToTopButton({ placement = 'floating' }: { placement?: 'floating' | 'bar' }) {
  const [visible, setVisible] = useState(false);
  const wide = useMediaQuery(WIDE_QUERY);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TOP_THRESHOLD);
    // Read after the next frame, not at once: reading scrollY while the page renders forces a layout
    // in the middle of its first (long) task. A restored scroll position fires 'scroll' anyway.
    const cancel = afterNextFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  if (!visible || wide !== (placement === 'floating')) return null;
  return (
    <PlainButton
      className={placement === 'bar' ? 'navbar__top mobile-only' : 'floating-button floating-button--top desktop-only'}
      variant="primary"
      shape="circle"
      size={placement === 'bar' ? 'middle' : 'large'}
      icon={<ArrowUpOutlined aria-hidden="true" />}
      aria-label="Nahoru"
      title="Nahoru"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
