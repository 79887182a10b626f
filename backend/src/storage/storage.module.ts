import { Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { closeObjectStorage, createObjectStorage } from './create-object-storage';
import { OBJECT_STORAGE, type ObjectStorage } from './object-storage';

/**
 * The configured ObjectStorage under OBJECT_STORAGE. Imported by the modules that keep files
 * (providers' images, conversations' attachments, the backup); Nest builds it once for all of them.
 */
@Module({
  providers: [{ provide: OBJECT_STORAGE, useFactory: (config: AppConfig) => createObjectStorage(config.storage), inject: [AppConfig] }],
  exports: [OBJECT_STORAGE],
})
export class StorageModule implements OnApplicationShutdown {
  constructor(@Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage) {}

  onApplicationShutdown(): void {
    closeObjectStorage(this.storage);
  }
}
