import { posTabsOnImport } from '../features/pos-layout/placement.js';
import type { EntityModule } from './index.js';

/** A menu item imported from a file goes on its category's tab of the POS menu, when it has one. */
const menuItem: EntityModule = () => ({ imported: posTabsOnImport });

export default menuItem;
