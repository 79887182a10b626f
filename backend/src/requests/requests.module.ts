import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { MailModule } from '../mail/mail.module';
import { ProvidersModule } from '../providers/providers.module';
import { QueueModule } from '../queue/queue.module';
import { ContactAccessService } from './contact-access.service';
import { ServiceRequest } from './entities/service-request.entity';
import { RequestsDemoSeeder } from './demo/requests-demo.seeder';
import { RequestExpiryService } from './request-expiry.service';
import { RequestsJobs } from './requests.jobs';
import { RequestNoticesService } from './request-notices.service';
import { RequestsController } from './requests.controller';
import { RequestsRepository } from './requests.repository';
import { RequestsService } from './requests.service';
import { RequestAdministration } from './request-administration.service';
import { RequestsAccountData } from './requests-account-data';

/**
 * Requests depend on Providers (the viewer: a provider's categories for filtered=true and active
 * plan for the contacts), never the reverse.
 */
@Module({
  imports: [TypeOrmModule.forFeature([ServiceRequest]), CatalogModule, MailModule, ProvidersModule, QueueModule, AuthModule],
  controllers: [RequestsController],
  providers: [
    RequestsAccountData,
    RequestAdministration,
    RequestsService,
    ContactAccessService,
    RequestsDemoSeeder,
    RequestsRepository,
    RequestNoticesService,
    RequestExpiryService,
    RequestsJobs,
  ],
  exports: [RequestsService, ContactAccessService, RequestAdministration, RequestsJobs],
})
export class RequestsModule {}
