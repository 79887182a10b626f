import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { OffersModule } from '../offers/offers.module';
import { PortfolioModule } from '../portfolio/portfolio.module';
import { ProvidersModule } from '../providers/providers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { FiguresController } from './figures.controller';
import { FiguresJobs } from './figures.jobs';
import { FiguresRepository } from './figures.repository';
import { FiguresService } from './figures.service';
import { ResultsController } from './results.controller';
import { ResultsEffects } from './results-effects';
import { ResultsRepository } from './results.repository';
import { ResultsService } from './results.service';

/**
 * Insights (issue 47): the provider's results funnel ("Výsledky") and the public market figures
 * ("Svatby v číslech"), both read from pre-aggregated tables of this module, kept from domain events
 * and an hourly job.
 */
@Module({
  imports: [CatalogModule, OffersModule, ProvidersModule, AuthModule, PortfolioModule, SubscriptionsModule],
  controllers: [FiguresController, ResultsController],
  providers: [FiguresRepository, FiguresService, FiguresJobs, ResultsRepository, ResultsService, ResultsEffects],
  exports: [FiguresService],
})
export class InsightsModule {}
