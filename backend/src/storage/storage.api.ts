/** The storage module's surface: the files' one interface, its token, its keys and the driver factory. */
export {
  imageUrlOfKey,
  keyOfImageUrl,
  OBJECT_STORAGE,
  type ObjectStorage,
  PRIVATE_PREFIX,
  PUBLIC_PREFIX,
  type StorageDriverName,
  type StoredObject,
} from './object-storage';
export { closeObjectStorage, createObjectStorage } from './create-object-storage';
export { assertKey, isPublicKey, ObjectExistsError, PUBLIC_CACHE_CONTROL } from './object-keys';
export { LocalObjectStorage } from './local-object-storage';
export { S3ObjectStorage } from './s3-object-storage';
