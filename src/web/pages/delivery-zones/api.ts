import type { DeliverySettingsInput, ZoneType } from '../../../core/delivery-zones';
import {
  DeliverySettingsDocument,
  SaveDeliverySettingsDocument,
  SaveDeliveryZoneTypeDocument,
  type SavedDeliverySettingsFragment,
  type SavedZoneFragment,
} from '../../../../generated/graphql-documents';
import { graphqlCall } from '../../graphql/client';

/** A zone as the server answers it. */
export type SavedZone = SavedZoneFragment;
/** The store's delivery settings as the server answers them. */
export type SavedSettings = SavedDeliverySettingsFragment;

export async function loadSettings(): Promise<SavedSettings> {
  return (await graphqlCall(DeliverySettingsDocument)).s;
}

export async function saveSettings(settings: DeliverySettingsInput): Promise<SavedSettings> {
  return (await graphqlCall(SaveDeliverySettingsDocument, { settings })).s;
}

export async function saveZoneType(type: ZoneType): Promise<SavedSettings> {
  return (await graphqlCall(SaveDeliveryZoneTypeDocument, { type })).s;
}
