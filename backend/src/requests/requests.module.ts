import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { SubscriptionsModule } from '../subscriptions/subscriptions.module';
import { ContactAccessService } from './contact-access.service';
import { ServiceRequest } from './entities/service-request.entity';
import { RequestsDemoSeeder } from './demo/requests-demo.seeder';
import { RequestsController } from './requests.controller';
import { RequestsService } from './requests.service';

/**
 * Requests depend on Providers (a provider's categories for filtered=true) and Subscriptions (who
 * sees couples' contacts), never the reverse.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceRequest]), CatalogModule, MailModule, ProvidersModule, SubscriptionsModule],
  controllers: [RequestsController],
  providers: [RequestsService, ContactAccessService, RequestsDemoSeeder],
  exports: [RequestsService, ContactAccessService],
})
export class RequestsModule {}
