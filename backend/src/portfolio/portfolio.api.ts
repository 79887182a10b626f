/**
 * The public surface of `portfolio/`. Providers' portfolios: what other modules may use.
 * Other modules import from this file (and `portfolio.module.ts` for Nest's imports) only; the boundary check holds it.
 */
export { PortfolioItemDto } from './dto/portfolio-item.dto';
export { PortfolioService } from './portfolio.service';
export { PortfolioViewsService } from './portfolio-views.service';
