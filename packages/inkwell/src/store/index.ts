/**
 * Creates the data store the configuration names.
 *
 * @module
 */

import type {InkwellConfig} from '../config.js';
import {NotAvailableError} from './errors.js';
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
export {
  ConflictError,
  CorruptDataError,
  EmailTakenError,
  NotAvailableError,
  NotFoundError,
  SlugTakenError,
} from './errors.js';

/**
 * Opens the data store named by `config.dataStore`.
 *
 * @remarks
 * The file store's module (which needs `node:fs`) is imported only here, on first use, so
 * importing this module stays free of Node-only code. Every call for the same file returns
 * the same store in a process, so its write queue is shared by all callers (the HTTP API and
 * sign-in alike).
 *
 * @param config - The validated configuration.
 * @returns The store.
 * @throws {@link NotAvailableError} for `mongodb` and `dynamodb`, which this version does not
 * include yet.
 */
export async function createDataStore(config: Pick<InkwellConfig, 'dataStore'>): Promise<DataStore> {
  const settings = config.dataStore;
  switch (settings.kind) {
    case 'file': {
      const {openFileStore} = await import('./file-store.js');
      return openFileStore(settings.path);
    }
    case 'mongodb':
    case 'dynamodb':
      throw new NotAvailableError(settings.kind);
  }
}
