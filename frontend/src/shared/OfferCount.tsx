import { offerCountText } from './offerFormat';
import './offerCount.css';

/**
 * How many offers a request has, for providers: '3 nabídky' / 'Zatím žádná nabídka'. Its own module: the request
 * cards of the public /poptavky show it, and they load no antd (the rest of the offers' views do).
 */
export function OfferCount({ count }: { count: number }) {
  return <span className={`offer-count${count > 0 ? '' : ' offer-count--none'}`}>{offerCountText(count)}</span>;
}
