import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { CatalogModule } from '../catalog/catalog.module';
import { ProvidersModule } from '../providers/providers.module';
import { PortfolioDemoSeeder } from './demo/portfolio-demo.seeder';
import { PortfolioItem } from './entities/portfolio-item.entity';
import { PortfolioController } from './portfolio.controller';
import { PortfolioRepository } from './portfolio.repository';
import { PortfolioService } from './portfolio.service';
import { PortfolioViewsService } from './portfolio-views.service';
import { PortfolioAccountData } from './portfolio-account-data';

/**
 * Providers' portfolio items, stored on the server (DESIGN.md section 5). Depends on Providers
 * (the current provider, image storage) and Catalog (category ids); the catalogue's
 * projectCount counts these rows in ProvidersService's public query.
 */
@Module({
  imports: [TypeOrmModule.forFeature([PortfolioItem]), AuthModule, ProvidersModule, CatalogModule],
  controllers: [PortfolioController],
  providers: [PortfolioAccountData, PortfolioService, PortfolioRepository, PortfolioViewsService, PortfolioDemoSeeder],
  exports: [PortfolioService, PortfolioViewsService],
})
export class PortfolioModule {}
