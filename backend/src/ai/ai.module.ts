import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog/catalog.module';
import { AppConfig } from '../config/app-config';
import { AiController } from './ai.controller';
import { AiService } from './ai.service';
import { DESCRIPTION_GENERATOR } from './description-generator';
import { OfflineDescriptionGenerator } from './offline-description.generator';
import { OpenAiDescriptionGenerator } from './openai-description.generator';

@Module({
  imports: [CatalogModule],
  controllers: [AiController],
  providers: [
    {
      provide: DESCRIPTION_GENERATOR,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.openai ? new OpenAiDescriptionGenerator(config.openai) : new OfflineDescriptionGenerator(),
    },
    AiService,
  ],
})
export class AiModule {}
