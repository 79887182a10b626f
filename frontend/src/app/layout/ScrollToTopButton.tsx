import ArrowUpOutlined from '@ant-design/icons/es/icons/ArrowUpOutlined';
import { useEffect, useState } from 'react';
import { afterNextFrame } from '../../shared/afterNextFrame';
import { PlainButton } from '../../shared/PlainButton';

/** Appears after this many pixels of scroll (spec: 300 px). */
export const SCROLL_TOP_THRESHOLD = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
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
  if (!visible) return null;
  return (
    <PlainButton
      className="floating-button floating-button--top"
      variant="primary"
      shape="circle"
      size="large"
      icon={<ArrowUpOutlined aria-hidden="true" />}
      aria-label="Nahoru"
      title="Nahoru"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    />
  );
}
