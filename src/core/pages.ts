/**
 * Who opens a page (SPEC §6): `editor` the editor and admin roles (nearly every page), `admin` the
 * admin role only. A support user opens every page.
 */
export const PAGE_ROLES = ['editor', 'admin'] as const;
export type PageRole = (typeof PAGE_ROLES)[number];

/** A page's guard: its module and the permission codes any one of which opens it. */
export interface PageAccess {
  module: string;
  /** Any one of these codes opens the page. */
  codes: readonly string[];
}

/** What opens a page: the role its user needs and the permission his jobs must hold. */
export interface PageGuard {
  role: PageRole;
  access: PageAccess;
}

/**
 * The console's hand-written pages behind sign-in: one declaration each, read by the router, the
 * sidebar, the access rules (core/permissions.ts) and the spec coverage test. The server's own checks
 * of a page's operations read it too (`pageRight`). A page's code is the folder
 * `src/web/pages/<folder>/` whose `index.tsx` exports the screen as default; it loads when first
 * opened. `npm run gen` checks each declaration (section, module and permission, icon).
 */
export interface PageDeclaration extends PageGuard {
  /** Path under /office. */
  path: string;
  /** Sidebar section (schemas/_modules.json), and the entry's place in it. */
  section: string;
  order: number;
  /** A Material icon's name, e.g. `History`. */
  icon: string;
  /** i18n key of the sidebar label and the page title. */
  label: string;
  /** Its folder under src/web/pages/. */
  folder: string;
  /**
   * Further router paths the same screen answers, guarded as the page (`:name` a parameter): a
   * list's `/:filter` variants, a record's own page.
   */
  routes?: readonly string[];
}

/** The five codes any one of which opens General Settings (SPEC §4), one per tab and the page's own. */
export const GENERAL_SETTINGS_CODES = [
  'general-settings',
  'smtp-settings',
  'customer-settings',
  'payroll-settings',
  'delivery-settings',
] as const;

export const PAGES: readonly PageDeclaration[] = [
  {
    path: '/dashboard/analytics',
    section: 'dashboard',
    order: 1,
    icon: 'Insights',
    label: 'menu.analytics',
    role: 'editor',
    access: { module: 'dashboard-office', codes: ['analytics'] },
    folder: 'analytics',
  },
  {
    path: '/dashboard/ecommerce',
    section: 'dashboard',
    order: 2,
    icon: 'Storefront',
    label: 'menu.ecommerce',
    role: 'admin',
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
    role: 'editor',
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
    role: 'editor',
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
    role: 'editor',
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
    role: 'editor',
    access: { module: 'operations', codes: ['delivery-zones'] },
    folder: 'delivery-zones',
  },
  {
    path: '/pages/survey-settings',
    section: 'marketing',
    // After Email Campaigns (SPEC §2's order).
    order: 4,
    icon: 'Poll',
    label: 'survey.title',
    role: 'editor',
    access: { module: 'marketing', codes: ['survey-settings'] },
    folder: 'survey-settings',
  },
  {
    path: '/pages/perks-members',
    section: 'perks',
    // After the plans (the loyalty-plan entity at /pages/perks).
    order: 2,
    icon: 'CardMembership',
    label: 'perks.members.title',
    role: 'editor',
    access: { module: 'perks-office', codes: ['perks-members'] },
    folder: 'perks-members',
  },
  {
    path: '/pages/marketing-campaigns',
    section: 'marketing',
    order: 3,
    icon: 'Campaign',
    label: 'marketingCampaigns.title',
    role: 'editor',
    access: { module: 'marketing', codes: ['marketing-campaigns'] },
    folder: 'marketing-campaigns',
  },
  {
    path: '/pages/general-settings',
    section: 'settings',
    order: 1,
    icon: 'Tune',
    label: 'generalSettings.title',
    role: 'editor',
    access: { module: 'settings-office', codes: GENERAL_SETTINGS_CODES },
    folder: 'general-settings',
  },
  {
    path: '/pages/system-logs',
    section: 'settings',
    order: 2,
    icon: 'History',
    label: 'systemLog.title',
    role: 'editor',
    access: { module: 'settings-office', codes: ['system-logs'] },
    folder: 'system-logs',
  },
  {
    path: '/pages/order-tracker-settings',
    section: 'settings',
    order: 3,
    icon: 'TvOutlined',
    label: 'orderTracker.title',
    role: 'editor',
    access: { module: 'settings-office', codes: ['order-tracker-settings'] },
    folder: 'order-tracker-settings',
  },
  {
    // The invoices the store receives; /pages/invoices leads here (core/routes.ts). Its list's
    // /:filter variants (all, active: open, inactive: paid) and one invoice's page are the same screen.
    path: '/pages/invoices/inbox',
    section: 'settings',
    order: 4,
    icon: 'RequestQuote',
    label: 'invoices.title',
    role: 'editor',
    access: { module: 'settings-office', codes: ['invoices'] },
    folder: 'invoices',
    routes: ['/pages/invoices/:filter', '/pages/invoice', '/pages/invoice/:id'],
  },
  {
    path: '/pages/time-cards',
    section: 'employees',
    // After the employees and jobs (SPEC §2's order).
    order: 3,
    icon: 'AccessTime',
    label: 'timeCards.title',
    role: 'editor',
    access: { module: 'employees-office', codes: ['time-cards'] },
    folder: 'time-cards',
  },
  {
    path: '/pages/close-day',
    section: 'employees',
    order: 4,
    icon: 'EventAvailable',
    label: 'closeDay.title',
    role: 'editor',
    access: { module: 'employees-office', codes: ['close-day'] },
    folder: 'close-day',
  },
  {
    path: '/pages/order-monitor',
    section: 'operations',
    order: 14,
    icon: 'Monitor',
    label: 'orderMonitor.title',
    role: 'editor',
    access: { module: 'operations', codes: ['order-monitor'] },
    folder: 'order-monitor',
  },
  {
    path: '/pages/compensation',
    section: 'employees',
    order: 5,
    icon: 'Payments',
    label: 'compensation.title',
    role: 'editor',
    access: { module: 'employees-office', codes: ['compensation'] },
    folder: 'compensation',
  },
  {
    path: '/pages/menu-builder-olo',
    section: 'online-ordering',
    // First of Online Ordering (SPEC §2's order).
    order: 1,
    icon: 'RestaurantMenu',
    label: 'oloMenuBuilder.title',
    role: 'editor',
    access: { module: 'online-ordering', codes: ['menu-builder-olo'] },
    folder: 'menu-builder-olo',
  },
  {
    // How the store sells online; after the feature items (SPEC §2's order).
    path: '/pages/store-settings',
    section: 'online-ordering',
    order: 3,
    icon: 'Tune',
    label: 'storeSettings.title',
    role: 'editor',
    access: { module: 'online-ordering', codes: ['store-settings'] },
    folder: 'store-settings',
  },
  {
    // Online ordering's daily sales, on the reports' frame (core/reports.ts, PAGE_REPORTS); last of
    // Online Ordering (SPEC §2's order).
    path: '/pages/daily-report-olo',
    section: 'online-ordering',
    order: 4,
    icon: 'Storefront',
    label: 'reports.daily-report-olo.title',
    role: 'editor',
    access: { module: 'online-ordering', codes: ['daily-report-olo'] },
    folder: 'daily-report-olo',
  },
];
