import { lazyOnOpen } from '../../shared/lazyOnOpen';

/**
 * OfferFormDialog (antd Form, DatePicker, InputNumber, Radio…) in its own chunk, fetched when the dialog first
 * opens, so that the lists and dashboards showing 'Poslat nabídku' do not load it on their first render.
 */
export const LazyOfferFormDialog = lazyOnOpen(() => import('./OfferFormDialog').then((module) => module.OfferFormDialog));
