import type { ComponentType } from 'react';
import type { Identifier, RaRecord, TranslateFunction } from 'react-admin';
import type { FieldDef, ResourceDef } from '../../core/resource';
import type { STATUS_FILTERS } from '../../core/routes';

/** What to ask before a delete or a save goes on, in the user's words, and what to do first once confirmed. */
export interface Warning {
  title: string;
  content: string;
  /** The confirming button's label. */
  confirm: string;
  /** Done once confirmed, before the delete or the save (deactivating the campaigns a segment feeds). */
  first?: () => Promise<void>;
}

/**
 * An entity's quirks in the console: `src/web/entities/<resource name>.tsx`, default export of this
 * shape, loaded with the entity's screens. Generic screens read it; nothing else names an entity.
 * `npm run gen` checks that each file names a resource.
 */
export interface EntityUi {
  /** Inputs that replace the generic one of some fields, by field name. */
  inputs?: Record<string, ComponentType<{ resource: ResourceDef; field: FieldDef; label: string }>>;
  /** More buttons on the edit page's toolbar. */
  editActions?: ComponentType<{ r: ResourceDef }>;
  /** More bulk actions on the list. */
  bulkActions?: ComponentType<{ r: ResourceDef }>;
  /** More buttons on the list's toolbar, after its export. */
  listActions?: ComponentType<{ r: ResourceDef }>;
  /** Buttons at the end of each row of the list, with the row's record in context. */
  rowActions?: ComponentType<{ r: ResourceDef }>;
  /** List cells that replace the generic one of some fields, by field name. */
  fields?: Record<string, ComponentType<{ resource: ResourceDef; field: FieldDef }>>;
  /** Asked before deleting these records, when there is something to say; delete buttons wait for it. */
  deleteWarning?: (ids: readonly Identifier[], translate: TranslateFunction) => Promise<Warning | null>;
  /** Asked before saving an edited record, when there is something to say. */
  saveWarning?: (record: RaRecord, translate: TranslateFunction) => Promise<Warning | null>;
  /** Shown before each record's line in a phone's list, with the record in context (a thumbnail). */
  compactLeading?: ComponentType<{ r: ResourceDef }>;
}

const MODULES = import.meta.glob<{ default: EntityUi }>('../entities/*.tsx');

/** The entity's module, or nothing special. */
export async function entityUi(r: ResourceDef): Promise<EntityUi> {
  const load = MODULES[`../entities/${r.name}.tsx`];
  return load ? (await load()).default : {};
}

/** The screens made for a resource (resources/factory.tsx), loaded when first shown (resources/lazy.tsx). */
export interface ResourceScreens {
  list: ComponentType;
  byStatus: Record<(typeof STATUS_FILTERS)[number], ComponentType>;
  create: ComponentType;
  edit: ComponentType;
}
