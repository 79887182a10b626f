import type { StorageSettings } from '../config/storage-settings';
import { LocalObjectStorage } from './local-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

/**
 * The configured driver (AppConfig.storage): the app's StorageModule and the commands (storage:migrate,
 * restore) build theirs here. `closeObjectStorage` releases an s3 client's sockets.
 */
export function createObjectStorage(settings: StorageSettings): ObjectStorage {
  if (settings.driver === 's3') {
    if (!settings.s3) throw new Error('STORAGE_DRIVER=s3 without its S3 settings');
    return new S3ObjectStorage(settings.s3);
  }
  return new LocalObjectStorage(settings);
}

export function closeObjectStorage(storage: ObjectStorage): void {
  if (storage instanceof S3ObjectStorage) storage.close();
}
