import { Module } from '@nestjs/common';
import { PageRateLimit } from '../common/throttling/page-rate-limit';
import { CatalogModule } from '../catalog/catalog.module';
import { InsightsModule } from '../insights/insights.module';
import { ProvidersModule } from '../providers/providers.module';
import { ReviewsModule } from '../reviews/reviews.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { FAQ_PROVIDERS, FaqController } from './faq';
import { PageHeadController } from './page-head.controller';
import { PageHeadService } from './page-head.service';
import { SeoHttpService } from './seo-http.service';
import { SitemapService } from './sitemap.service';

/**
 * Presence on the web: each page's head (title, description, canonical, social preview, JSON-LD)
 * written by the server and served to the app while it navigates, content for clients that run no
 * scripts, robots.txt and the sitemap; the FAQ's content. Reaches the other modules only through
 * their exported services.
 */
@Module({
  imports: [ProvidersModule, ReviewsModule, CatalogModule, SubscriptionsModule, InsightsModule],
  controllers: [PageHeadController, FaqController],
  providers: [PageHeadService, SitemapService, SeoHttpService, PageRateLimit, ...FAQ_PROVIDERS],
  exports: [SeoHttpService],
})
export class SeoModule {}
