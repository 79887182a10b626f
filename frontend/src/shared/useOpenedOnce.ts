import { useState } from 'react';

/**
 * Whether something shown on demand (a lazily loaded dialog, a form) has ever been open: false until
 * `open` first turns true, then true for good, so that it stays mounted for its closing animation and
 * costs nothing (no code, no antd) before it is first wanted.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
