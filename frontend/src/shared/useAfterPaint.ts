import { useCallback, useState } from 'react';
import { afterNextFrame } from './afterNextFrame';

/**
 * Work a tap starts, run once the tap's frame is painted: the tap paints `pending` at once (a spinner, 'Odesílání…'), and
 * what the work itself renders (a form's check of every field, a request's start) comes in a later task, outside the
 * tap's own processing. `pending` stays true until the work's promise settles.
 */
export function useAfterPaint(): [pending: boolean, start: (work: () => Promise<unknown>) => void] {
  const [pending, setPending] = useState(false);
  const start = useCallback((work: () => Promise<unknown>) => {
    setPending(true);
    afterNextFrame(() => void work().finally(() => setPending(false)));
  }, []);
  return [pending, start];
}
