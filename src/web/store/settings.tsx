import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useGetOne, type RaRecord } from 'react-admin';
import { operationAllowed, readAllowed } from '../../core/permissions';
import { adminResourceName, resourceByName } from '../../core/registry';
import type { ResourceDef } from '../../core/resource';
import { currentStore, storedUser, subscribeSession } from '../session';
import { DEFAULT_STORE_SETTINGS, displayTitle, settingsOf, type StoreSettings } from './formats';

/**
 * The store's settings in the console: read once per session from its store-info record and its
 * customer settings (the name format), the same react-admin queries (and cache entries) as the Store
 * info page and General Settings' Customers tab. Saving either writes the saved record into the
 * cache, so every date, amount and name follows at once without a reload.
 */

const STORE_INFO = resourceByName('store-info');
const STORE_INFO_RESOURCE = adminResourceName(STORE_INFO);
const CUSTOMER_SETTINGS = resourceByName('customer-settings');
const CUSTOMER_SETTINGS_RESOURCE = adminResourceName(CUSTOMER_SETTINGS);

const Settings = createContext<StoreSettings>(DEFAULT_STORE_SETTINGS);

const currentStoreId = () => currentStore()?.id ?? null;

/** Whether the signed-in user may read store info: a job without the business-info module may not. */
const mayReadStoreInfo = () => {
  const user = storedUser();
  return !!user && operationAllowed(user, STORE_INFO);
};

/** Whether the signed-in user may read the customer settings: everyone who signs in to the office. */
const mayReadCustomerSettings = () => {
  const user = storedUser();
  return !!user && readAllowed(user, CUSTOMER_SETTINGS);
};

/** The options of both reads: once per session, and a failure leaves the defaults. */
const ONCE = {
  // Only a save changes the settings, and it updates this cache entry itself.
  staleTime: Infinity,
  // A failure (offline, a refusal) leaves the defaults in place; it is not worth an error on every
  // page, and the Store info page and General Settings report their own.
  retry: false,
} as const;

/**
 * Reads the settings for everything below it (the console's layout). While they load, and for
 * someone who may not read them, the spec's defaults apply and no request is made at all.
 */
export function StoreSettingsProvider({ children }: { children: ReactNode }) {
  // Both re-read when the session changes: another store chosen, permissions pushed by the server.
  const storeId = useSyncExternalStore(subscribeSession, currentStoreId);
  const allowed = useSyncExternalStore(subscribeSession, mayReadStoreInfo) && storeId !== null;
  const { data } = useGetOne<RaRecord>(
    STORE_INFO_RESOURCE,
    { id: storeId ?? '' },
    { enabled: allowed, ...ONCE },
  );
  const named = useSyncExternalStore(subscribeSession, mayReadCustomerSettings) && storeId !== null;
  const { data: customers } = useGetOne<RaRecord>(
    CUSTOMER_SETTINGS_RESOURCE,
    { id: storeId ?? '' },
    { enabled: named, ...ONCE },
  );
  const value = useMemo(
    () =>
      allowed || named
        ? settingsOf({ ...(allowed ? data : undefined), ...(named ? customers : undefined) })
        : DEFAULT_STORE_SETTINGS,
    [allowed, named, data, customers],
  );
  return <Settings.Provider value={value}>{children}</Settings.Provider>;
}

/** The store's date, hour, money and name formats and its time zone (the defaults outside the layout). */
export function useStoreSettings(): StoreSettings {
  return useContext(Settings);
}

/** How the console names records of a resource, in the store's name format ("Owner, Dana"). */
export function useRecordTitle(
  r: ResourceDef,
): (record: Record<string, unknown> | null | undefined) => string {
  const { nameFormat } = useStoreSettings();
  return (record) => displayTitle(r, record, nameFormat);
}

/**
 * The settings as the query cache holds them now, for code that runs outside React's hooks
 * (react-admin's recordRepresentation); the defaults before they are read.
 */
export function cachedStoreSettings(queryClient: QueryClient): StoreSettings {
  const storeId = currentStoreId();
  if (!storeId) return DEFAULT_STORE_SETTINGS;
  // useGetOne's key: react-admin stringifies the id, and an absent `meta` is left out of the key's hash.
  const cached = (resource: string, may: () => boolean) =>
    may() ? queryClient.getQueryData<RaRecord>([resource, 'getOne', { id: storeId }]) : undefined;
  return settingsOf({
    ...cached(STORE_INFO_RESOURCE, mayReadStoreInfo),
    ...cached(CUSTOMER_SETTINGS_RESOURCE, mayReadCustomerSettings),
  });
}
