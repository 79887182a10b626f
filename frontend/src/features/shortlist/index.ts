/*
 * The couple's shortlist (issue 45): the heart on provider cards and portfolios, the invitation to quote
 * (portfolio, a request's card). The page /vybrani loads by its own module (app/routeTable.ts). Plain parts only:
 * the catalogue and the portfolio import these and render without antd.
 */
export { ShortlistHeart } from './ShortlistHeart';
export type { ShortlistHeartProps } from './ShortlistHeart';
export { InviteProviderButton, InviteToRequestButton } from './InviteButtons';
