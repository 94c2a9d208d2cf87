/**
 * Creates the data store the configuration names.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import type {DataStore} from './types.js';

export type {
  Collection,
  DataStore,
  ListQuery,
  SiteSettingsStore,
  SluggedCollection,
  SortKey,
  UserCollection,
} from './types.js';
export {ProviderError} from '../provider-error.js';
export {ConflictError, CorruptDataError, EmailTakenError, NotFoundError, SlugTakenError} from './errors.js';

/**
 * Opens the data store named by `config.dataStore`.
 *
 * @remarks
 * Each store's module, and the SDK it needs (`node:fs`, `mongodb`, `@aws-sdk/*`), is
 * imported only here, on first use, so importing the package loads none of them. Every
 * call for the same file returns the same file store in a process, so its write queue is
 * shared by all callers (the HTTP API and sign-in alike). MongoDB and DynamoDB connect on
 * their first call; a failure there is a `ProviderError` naming the setting to check.
 *
 * @param config - The validated configuration.
 * @returns The store.
 */
export async function createDataStore(config: Pick<InkwellConfig, 'dataStore'>): Promise<DataStore> {
  const settings = config.dataStore;
  switch (settings.kind) {
    case 'file': {
      const {openFileStore} = await import('./file-store.js');
      return openFileStore(settings.path);
    }
    case 'mongodb': {
      const {openMongoStore} = await import('./mongodb/store.js');
      return openMongoStore({uri: settings.uri, database: settings.database});
    }
    case 'dynamodb': {
      const {openDynamoDbStore} = await import('./dynamodb/store.js');
      return openDynamoDbStore({
        table: settings.table,
        region: settings.region,
        ...(settings.endpoint ? {endpoint: settings.endpoint} : {}),
      });
    }
  }
}
