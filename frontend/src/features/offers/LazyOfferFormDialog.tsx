import { lazy, Suspense } from 'react';
import type { OfferFormDialogProps } from './OfferFormDialog';
import { useOpenedOnce } from '../../shared/useOpenedOnce';

// The form (antd Form, DatePicker, InputNumber, Radio…): its own chunk, fetched when the dialog first opens, so that
// the lists and dashboards showing 'Poslat nabídku' do not load it on their first render.
const OfferFormDialogModule = lazy(() =>
  import('./OfferFormDialog').then((module) => ({
    default: module.OfferFormDialog,
  })),
);

/** OfferFormDialog, loaded on first open (and kept mounted afterwards, for its closing animation). */
export function LazyOfferFormDialog(props: OfferFormDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <OfferFormDialogModule {...props} />
    </Suspense>
  );
}
