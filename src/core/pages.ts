import type { PageAccess } from './permissions.js';

/**
 * The console's hand-written pages behind sign-in: one declaration each, read by the router, the
 * sidebar, the access rules and the spec coverage test. A page's code is the folder
 * `src/web/pages/<folder>/` whose `index.tsx` exports the screen as default; it loads when first
 * opened. `npm run gen` checks each declaration (section, module and permission, icon).
 */
export interface PageDeclaration {
  /** Path under /office. */
  path: string;
  /** Sidebar section (schemas/_modules.json), and the entry's place in it. */
  section: string;
  order: number;
  /** A Material icon's name, e.g. `History`. */
  icon: string;
  /** i18n key of the sidebar label and the page title. */
  label: string;
  /** The module and codes, any one of which opens the page. */
  access: PageAccess;
  /** Its folder under src/web/pages/. */
  folder: string;
}

export const PAGES: readonly PageDeclaration[] = [
  {
    path: '/dashboard/analytics',
    section: 'dashboard',
    order: 1,
    icon: 'Insights',
    label: 'menu.analytics',
    access: { module: 'dashboard-office', codes: ['analytics'] },
    folder: 'analytics',
  },
  {
    // Admin only (core/permissions: routeDecision, sidebarEntryEnabled).
    path: '/dashboard/ecommerce',
    section: 'dashboard',
    order: 2,
    icon: 'Storefront',
    label: 'menu.ecommerce',
    access: { module: 'dashboard-office', codes: ['ecommerce'] },
    folder: 'ecommerce',
  },
  {
    path: '/pages/menu-builder-pos',
    section: 'menu-items',
    // After the menu items and their modifiers (SPEC §2's order).
    order: 5,
    icon: 'ViewModule',
    label: 'posMenuBuilder.title',
    access: { module: 'menu-items', codes: ['menu-builder-pos'] },
    folder: 'menu-builder-pos',
  },
  {
    path: '/pages/receipt-builder',
    section: 'operations',
    // Last of Operations, after the kitchen printers (SPEC §2's order).
    order: 13,
    icon: 'ReceiptLong',
    label: 'receiptBuilder.title',
    access: { module: 'operations', codes: ['receipt-builder'] },
    folder: 'receipt-builder',
  },
  {
    path: '/pages/floor-layout',
    section: 'operations',
    // After the order types (SPEC §2's order).
    order: 2,
    icon: 'TableRestaurant',
    label: 'floorLayout.title',
    access: { module: 'operations', codes: ['floor-layout'] },
    folder: 'floor-layout',
  },
  {
    path: '/pages/delivery-zones',
    section: 'operations',
    // After the order types, floor layout, payments, voids, discounts and paid outs (SPEC §2's order).
    order: 7,
    icon: 'LocalShipping',
    label: 'deliveryZones.title',
    access: { module: 'operations', codes: ['delivery-zones'] },
    folder: 'delivery-zones',
  },
  {
    path: '/pages/system-logs',
    section: 'settings',
    order: 2,
    icon: 'History',
    label: 'systemLog.title',
    access: { module: 'settings-office', codes: ['system-logs'] },
    folder: 'system-logs',
  },
  {
    path: '/pages/time-cards',
    section: 'employees',
    // After the employees and jobs (SPEC §2's order).
    order: 3,
    icon: 'AccessTime',
    label: 'timeCards.title',
    access: { module: 'employees-office', codes: ['time-cards'] },
    folder: 'time-cards',
  },
  {
    path: '/pages/close-day',
    section: 'employees',
    order: 4,
    icon: 'EventAvailable',
    label: 'closeDay.title',
    access: { module: 'employees-office', codes: ['close-day'] },
    folder: 'close-day',
  },
  {
    path: '/pages/order-monitor',
    section: 'operations',
    order: 14,
    icon: 'Monitor',
    label: 'orderMonitor.title',
    access: { module: 'operations', codes: ['order-monitor'] },
    folder: 'order-monitor',
  },
  {
    path: '/pages/compensation',
    section: 'employees',
    order: 5,
    icon: 'Payments',
    label: 'compensation.title',
    access: { module: 'employees-office', codes: ['compensation'] },
    folder: 'compensation',
  },
  {
    // Online ordering's daily sales, on the reports' frame (core/reports.ts, PAGE_REPORTS); last of
    // Online Ordering (SPEC §2's order).
    path: '/pages/daily-report-olo',
    section: 'online-ordering',
    order: 4,
    icon: 'Storefront',
    label: 'reports.daily-report-olo.title',
    access: { module: 'online-ordering', codes: ['daily-report-olo'] },
    folder: 'daily-report-olo',
  },
];
