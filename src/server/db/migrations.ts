import { sql } from 'kysely';
import { recomputeRollups } from '../services/rollups.js';
import type { Db } from './database.js';

/** Hand-written migrations for what no entity schema describes. Append only; never edit one that shipped. */
export const migrations: { name: string; up: (db: Db) => Promise<void> }[] = [
  {
    name: '0001_stores_and_users',
    async up(db) {
      await sql`create table store (
        id uuid primary key,
        name text not null,
        slug text not null,
        time_zone text not null default 'America/New_York',
        currency_symbol text not null default '$',
        created_at timestamptz not null default now()
      )`.execute(db);
      await sql`create unique index store_slug_key on store (lower(slug))`.execute(db);
      await sql`create table app_user (
        id uuid primary key,
        email text not null,
        password_hash text not null,
        display_name text not null,
        support boolean not null default false,
        status text not null default 'active',
        created_at timestamptz not null default now()
      )`.execute(db);
      await sql`create unique index app_user_email_key on app_user (lower(email))`.execute(db);
      await sql`create table store_user (
        store_id uuid not null references store (id) on delete cascade,
        user_id uuid not null references app_user (id) on delete cascade,
        role text not null default 'admin',
        primary key (store_id, user_id)
      )`.execute(db);
      await sql`create table server_secret (
        name text primary key,
        value text not null
      )`.execute(db);
    },
  },
  {
    // Trigram indexes let `q` (ILIKE '%word%') search a large menu without reading every row.
    name: '0002_trigram_search',
    async up(db) {
      await sql`create extension if not exists pg_trgm`.execute(db);
    },
  },
  {
    // Sessions, trials, sign-in throttling, password reset links and the system log.
    name: '0003_sessions_and_log',
    async up(db) {
      await sql`alter table store add column session_epoch integer not null default 1`.execute(db);
      await sql`alter table store add column plan text not null default 'trial'`.execute(db);
      await sql`alter table store add column trial_ends_at timestamptz`.execute(db);
      // Where the store's console is served when it is not this deployment (versionStore).
      await sql`alter table store add column console_url text`.execute(db);
      await sql`create table sign_in_failure (
        email text not null,
        at timestamptz not null default now()
      )`.execute(db);
      await sql`create index sign_in_failure_email_at on sign_in_failure (email, at)`.execute(db);
      await sql`create table password_reset (
        token_hash text primary key,
        user_id uuid not null references app_user (id) on delete cascade,
        expires_at timestamptz not null,
        used_at timestamptz
      )`.execute(db);
      await sql`create table system_log (
        id uuid primary key,
        store_id uuid not null references store (id) on delete cascade,
        user_id uuid,
        user_name text,
        entity text not null,
        record_id uuid,
        action text not null,
        before jsonb,
        after jsonb,
        at timestamptz not null default now()
      )`.execute(db);
      await sql`create index system_log_store_at on system_log (store_id, at desc, id desc)`.execute(db);
    },
  },
  {
    // A password change or reset voids the user's older tokens.
    name: '0004_user_token_epoch',
    async up(db) {
      await sql`alter table app_user add column token_epoch integer not null default 1`.execute(db);
    },
  },
  {
    // What someone agreed to when they opened their account.
    name: '0005_account_consent',
    async up(db) {
      await sql`alter table app_user add column terms_accepted_at timestamptz`.execute(db);
      await sql`alter table app_user add column marketing_opt_in boolean not null default false`.execute(db);
    },
  },
  {
    // Who opened the store: its owner may grant any right (no-escalation rules).
    name: '0006_store_owner',
    async up(db) {
      await sql`alter table store add column owner_user_id uuid references app_user (id) on delete set null`.execute(
        db,
      );
      await sql`update store set owner_user_id = (
        select su.user_id from store_user su where su.store_id = store.id and su.role = 'admin'
        order by su.user_id limit 1)`.execute(db);
    },
  },
  {
    // `q` ignores accents ("creme brulee" finds "Crème Brûlée"). unaccent() itself is only STABLE (its
    // dictionary could change), so it cannot be indexed: office_unaccent() names the dictionary and is
    // declared IMMUTABLE, and the trigram indexes of entity-tables.ts are built on it. Its body names
    // the extension's schema because index expressions are also evaluated with an empty search_path
    // (restores, autovacuum); that schema is read, as a managed server may have installed unaccent
    // elsewhere than in public before us.
    name: '0007_unaccent_search',
    async up(db) {
      await sql`create extension if not exists unaccent`.execute(db);
      const { rows } = await sql<{ schema: string }>`select n.nspname as schema
        from pg_extension e join pg_namespace n on n.oid = e.extnamespace
        where e.extname = 'unaccent'`.execute(db);
      const schema = `"${rows[0]!.schema.replace(/"/g, '""')}"`;
      const body = `select ${schema}.unaccent('${schema.replace(/'/g, "''")}.unaccent'::regdictionary, $1)`;
      await sql
        .raw(
          `create or replace function office_unaccent(text) returns text
            language sql immutable parallel safe strict as $fn$ ${body} $fn$`,
        )
        .execute(db);
    },
  },
  {
    // What the point of sale shows, per store: tabs and their buttons as ids (names, colours and prices
    // are read with it, so they never go stale). One row per store, written whole by the POS menu builder.
    name: '0008_pos_menu_layout',
    async up(db) {
      await sql`create table pos_menu_layout (
        store_id uuid primary key references store (id) on delete cascade,
        layout jsonb not null,
        updated_at timestamptz not null default now(),
        updated_by uuid
      )`.execute(db);
    },
  },
  {
    // "Edits during an active cycle take effect only from the next cycle" (SPEC §4): when a special
    // price or an availability that is running is edited, the terms it ran with are kept here and
    // stay in force through valid_through (the store's date of the edit). One row per record: a
    // later edit replaces a row whose day has passed.
    name: '0009_promotion_versions',
    async up(db) {
      await sql`create table promotion_version (
        store_id uuid not null references store (id) on delete cascade,
        entity text not null,
        record_id uuid not null,
        valid_through date not null,
        snapshot jsonb not null,
        primary key (store_id, entity, record_id)
      )`.execute(db);
    },
  },
  {
    // The floor layout (SPEC §2, §4): a store's areas in order, and their tables where the editor placed
    // them. A table's number is unique in the store; busy is set by the point of sale, reset by the office.
    name: '0010_floor_layout',
    async up(db) {
      await sql`create table floor_area (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        name text not null,
        status text not null default 'active' check (status in ('active', 'inactive')),
        position integer not null,
        updated_at timestamptz not null default now(),
        primary key (store_id, id)
      )`.execute(db);
      await sql`create unique index floor_area_name_key on floor_area (store_id, lower(name))`.execute(db);
      await sql`create table floor_table (
        store_id uuid not null,
        id uuid not null,
        area_id uuid not null,
        name text not null,
        shape text not null check (shape in ('square', 'round', 'rectangle')),
        x integer not null,
        y integer not null,
        width integer not null,
        height integer not null,
        rotation integer not null default 0 check (rotation between 0 and 359),
        seats integer not null check (seats between 1 and 99),
        color text not null,
        busy boolean not null default false,
        primary key (store_id, id),
        foreign key (store_id, area_id) references floor_area (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create unique index floor_table_name_key on floor_table (store_id, lower(name))`.execute(db);
      await sql`create index floor_table_area on floor_table (store_id, area_id)`.execute(db);
    },
  },
  {
    // Delivery zones (SPEC §3): per store, which type is in use, where distances are measured from, the
    // map's tiles and unit; and the zones of both types, so that switching back finds the other set.
    name: '0011_delivery_zones',
    async up(db) {
      await sql`create table delivery_settings (
        store_id uuid primary key references store (id) on delete cascade,
        zone_type text not null default 'distance' check (zone_type in ('distance', 'map')),
        latitude double precision,
        longitude double precision,
        tile_url text not null default 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        unit text not null default 'mi' check (unit in ('mi', 'km')),
        updated_at timestamptz not null default now(),
        updated_by uuid
      )`.execute(db);
      await sql`create table delivery_zone (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        zone_type text not null check (zone_type in ('distance', 'map')),
        position integer not null,
        name text not null,
        fee numeric(12, 2) not null check (fee >= 0),
        distance numeric(12, 3) check (distance > 0),
        color text,
        polygon jsonb,
        primary key (store_id, id),
        unique (store_id, zone_type, position)
      )`.execute(db);
    },
  },
  {
    // The store's receipt (SPEC §3 receipt builder): header, footer, logo, copies and its fields in
    // order, one row per store, written whole by the receipt builder and read by every printer.
    name: '0012_receipt_layout',
    async up(db) {
      await sql`create table receipt_layout (
        store_id uuid primary key references store (id) on delete cascade,
        layout jsonb not null,
        updated_at timestamptz not null default now(),
        updated_by uuid
      )`.execute(db);
    },
  },
  {
    // What the point of sale records (SPEC §3, §4): working days, shifts and drawers, checks with their
    // items, modifiers, payments and refunds, paid outs, time cards and item ratings. Money in integer
    // cents. Menu items, employees, order types and payment types are kept by id and by name as they
    // were when recorded, so that history reads the same after the menu changes.
    name: '0013_pos_records',
    async up(db) {
      await sql`create table working_day (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        business_date date not null,
        opened_at timestamptz not null,
        closed_at timestamptz,
        status text not null default 'open' check (status in ('open', 'closed')),
        primary key (store_id, id),
        check ((status = 'open') = (closed_at is null))
      )`.execute(db);
      await sql`create index working_day_date on working_day (store_id, business_date)`.execute(db);
      await sql`create unique index working_day_one_open on working_day (store_id) where status = 'open'`.execute(
        db,
      );
      await sql`create table shift (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        working_day_id uuid not null,
        employee_id uuid not null,
        device_id uuid not null,
        opened_at timestamptz not null,
        closed_at timestamptz,
        request_hash text not null,
        primary key (store_id, id),
        foreign key (store_id, working_day_id) references working_day (store_id, id),
        check (closed_at is null or closed_at >= opened_at)
      )`.execute(db);
      await sql`create index shift_day on shift (store_id, working_day_id)`.execute(db);
      await sql`create table cash_drawer (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        shift_id uuid not null,
        starting_bank integer not null check (starting_bank >= 0),
        closing_bank integer check (closing_bank >= 0),
        primary key (store_id, id),
        unique (store_id, shift_id),
        foreign key (store_id, shift_id) references shift (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create table cash_drawer_adjustment (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        drawer_id uuid not null,
        amount integer not null,
        reason text not null,
        at timestamptz not null,
        primary key (store_id, id),
        foreign key (store_id, drawer_id) references cash_drawer (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index cash_drawer_adjustment_drawer on cash_drawer_adjustment (store_id, drawer_id)`.execute(
        db,
      );
      await sql`create table pos_check (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        working_day_id uuid not null,
        device_id uuid not null,
        number integer not null check (number > 0),
        order_type_id uuid not null,
        order_type_name text not null,
        table_name text,
        server_id uuid not null,
        server_name text not null,
        guests integer not null default 1 check (guests >= 0),
        opened_at timestamptz not null,
        closed_at timestamptz,
        status text not null check (status in ('open', 'closed', 'voided')),
        subtotal integer not null check (subtotal >= 0),
        tax integer not null check (tax >= 0),
        discount integer not null check (discount >= 0),
        tip integer not null check (tip >= 0),
        gratuity integer not null check (gratuity >= 0),
        total integer not null,
        request_hash text not null,
        response jsonb not null,
        recorded_at timestamptz not null default now(),
        primary key (store_id, id),
        unique (store_id, working_day_id, number),
        foreign key (store_id, working_day_id) references working_day (store_id, id)
      )`.execute(db);
      await sql`create index pos_check_opened on pos_check (store_id, opened_at)`.execute(db);
      await sql`create index pos_check_server on pos_check (store_id, server_id, opened_at)`.execute(db);
      await sql`create table check_item (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        check_id uuid not null,
        line integer not null,
        menu_item_id uuid not null,
        name text not null,
        quantity integer not null check (quantity > 0),
        unit_price integer not null check (unit_price >= 0),
        modifiers_total integer not null check (modifiers_total >= 0),
        tax integer not null check (tax >= 0),
        discount integer not null check (discount >= 0),
        void_reason_id uuid,
        void_reason_name text,
        void_approved_by uuid,
        primary key (store_id, id),
        unique (store_id, check_id, line),
        foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index check_item_menu_item on check_item (store_id, menu_item_id)`.execute(db);
      await sql`create table check_item_modifier (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        check_item_id uuid not null,
        modifier_item_id uuid not null,
        name text not null,
        quantity integer not null check (quantity > 0),
        price integer not null check (price >= 0),
        primary key (store_id, id),
        foreign key (store_id, check_item_id) references check_item (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index check_item_modifier_item on check_item_modifier (store_id, check_item_id)`.execute(
        db,
      );
      await sql`create table check_payment (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        check_id uuid not null,
        payment_id uuid not null,
        payment_name text not null,
        payment_type text not null,
        amount integer not null check (amount > 0),
        tip integer not null default 0 check (tip >= 0),
        change integer not null default 0 check (change >= 0 and change <= amount),
        card_last_four text check (card_last_four ~ '^[0-9]{4}$'),
        account_type text,
        entry_type text,
        auth_code text,
        approval_code text,
        terminal_number text,
        transaction_id text,
        authorized_amount integer check (authorized_amount >= 0),
        expiration text,
        paid_at timestamptz not null,
        primary key (store_id, id),
        foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index check_payment_check on check_payment (store_id, check_id)`.execute(db);
      await sql`create table check_refund (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        check_id uuid not null,
        check_payment_id uuid not null,
        amount integer not null check (amount > 0),
        reason text not null,
        employee_id uuid not null,
        refunded_at timestamptz not null,
        primary key (store_id, id),
        foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade,
        foreign key (store_id, check_payment_id) references check_payment (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index check_refund_check on check_refund (store_id, check_id)`.execute(db);
      await sql`create table paid_out_record (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        working_day_id uuid not null,
        device_id uuid not null,
        paid_out_id uuid not null,
        reason text not null,
        amount integer not null check (amount > 0),
        employee_id uuid not null,
        approved_by uuid,
        comment text,
        paid_at timestamptz not null,
        request_hash text not null,
        primary key (store_id, id),
        foreign key (store_id, working_day_id) references working_day (store_id, id)
      )`.execute(db);
      await sql`create index paid_out_record_day on paid_out_record (store_id, working_day_id)`.execute(db);
      await sql`create table time_card (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        employee_id uuid not null,
        working_day_id uuid not null,
        clock_in timestamptz not null,
        clock_out timestamptz,
        request_hash text not null,
        primary key (store_id, id),
        foreign key (store_id, working_day_id) references working_day (store_id, id),
        check (clock_out is null or clock_out > clock_in)
      )`.execute(db);
      await sql`create index time_card_employee on time_card (store_id, employee_id, clock_in)`.execute(db);
      await sql`create index time_card_day on time_card (store_id, working_day_id)`.execute(db);
      await sql`create table time_card_break (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        time_card_id uuid not null,
        break_in timestamptz not null,
        break_out timestamptz not null,
        primary key (store_id, id),
        foreign key (store_id, time_card_id) references time_card (store_id, id) on delete cascade,
        check (break_out > break_in)
      )`.execute(db);
      await sql`create index time_card_break_card on time_card_break (store_id, time_card_id)`.execute(db);
      await sql`create table item_rating (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        check_id uuid not null,
        menu_item_id uuid not null,
        rating integer not null check (rating between 1 and 5),
        comment text,
        rated_at timestamptz not null,
        primary key (store_id, id),
        foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index item_rating_item on item_rating (store_id, menu_item_id)`.execute(db);
    },
  },
  {
    name: '0017_report_rollups',
    async up(db) {
      // Sales per business date, local hour (of the check's opening), order type and server. Sales
      // count every check but the voided ones; a voided check counts in voided_checks and its lines
      // in the voids.
      await sql`create table report_sales_hour (
        store_id uuid not null references store (id) on delete cascade,
        business_date date not null,
        hour smallint not null check (hour between 0 and 23),
        order_type_id uuid not null,
        server_id uuid not null,
        order_type_name text not null,
        server_name text not null,
        checks integer not null default 0,
        open_checks integer not null default 0,
        guests integer not null default 0,
        subtotal bigint not null default 0,
        discount bigint not null default 0,
        tax bigint not null default 0,
        tip bigint not null default 0,
        gratuity bigint not null default 0,
        total bigint not null default 0,
        voided_checks integer not null default 0,
        void_quantity integer not null default 0,
        void_amount bigint not null default 0,
        primary key (store_id, business_date, hour, order_type_id, server_id)
      )`.execute(db);
      // Items sold per business date and menu item; voided lines (and the lines of voided checks) apart.
      await sql`create table report_item_day (
        store_id uuid not null references store (id) on delete cascade,
        business_date date not null,
        menu_item_id uuid not null,
        name text not null,
        quantity integer not null default 0,
        gross bigint not null default 0,
        discount bigint not null default 0,
        tax bigint not null default 0,
        void_quantity integer not null default 0,
        void_amount bigint not null default 0,
        primary key (store_id, business_date, menu_item_id)
      )`.execute(db);
      // Payments per business date and payment type, with the refunds made against them.
      await sql`create table report_payment_day (
        store_id uuid not null references store (id) on delete cascade,
        business_date date not null,
        payment_id uuid not null,
        payment_name text not null,
        payment_type text not null,
        payments integer not null default 0,
        amount bigint not null default 0,
        tip bigint not null default 0,
        change bigint not null default 0,
        refunds integer not null default 0,
        refund_amount bigint not null default 0,
        primary key (store_id, business_date, payment_id)
      )`.execute(db);
      // What the stores recorded before these tables existed is counted in them by the last migration
      // that changes them (0021_check_discount_shares), whose columns the recompute reads.
    },
  },
  {
    // The channel a check came from (SPEC application codes: pos, olo, kiosk, mobile), kept on the check
    // and in the sales rollup's key; and the kitchen resends the POS records (a whole check, or one
    // line of it, sent to the kitchen again), dated by the business date of the check's working day.
    name: '0018_check_source_and_resends',
    async up(db) {
      await sql`alter table pos_check add column source text not null default 'pos'
        check (source in ('pos', 'olo', 'kiosk', 'mobile'))`.execute(db);
      await sql`alter table report_sales_hour add column source text not null default 'pos'
        check (source in ('pos', 'olo', 'kiosk', 'mobile'))`.execute(db);
      await sql`alter table report_sales_hour drop constraint report_sales_hour_pkey`.execute(db);
      await sql`alter table report_sales_hour add primary key
        (store_id, business_date, hour, order_type_id, server_id, source)`.execute(db);
      await sql`create table kitchen_resend (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        working_day_id uuid not null,
        check_id uuid not null,
        check_item_id uuid,
        employee_id uuid not null,
        employee_name text not null,
        quantity integer not null check (quantity > 0),
        reason text,
        resent_at timestamptz not null,
        request_hash text not null,
        business_date date not null,
        primary key (store_id, id),
        foreign key (store_id, working_day_id) references working_day (store_id, id),
        foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade,
        foreign key (store_id, check_item_id) references check_item (store_id, id) on delete cascade
      )`.execute(db);
      await sql`create index kitchen_resend_date on kitchen_resend (store_id, business_date)`.execute(db);
      await sql`create index kitchen_resend_check on kitchen_resend (store_id, check_id)`.execute(db);
    },
  },
  {
    // Totals the reports of records (checks, payments) and the ratings report read from the rollups
    // rather than from a year of rows: what each check's payments took in and what was refunded, in
    // the sales rollup; the cards typed in by hand, in the payment rollup; the guests' ratings per
    // business date and menu item.
    name: '0019_report_totals',
    async up(db) {
      await sql`alter table report_sales_hour add column paid bigint not null default 0,
        add column refunded bigint not null default 0`.execute(db);
      await sql`alter table report_payment_day add column manual_payments integer not null default 0,
        add column manual_amount bigint not null default 0, add column manual_tip bigint not null default 0,
        add column manual_change bigint not null default 0`.execute(db);
      await sql`create table report_rating_day (
        store_id uuid not null references store (id) on delete cascade,
        business_date date not null,
        menu_item_id uuid not null,
        ratings integer not null default 0,
        points integer not null default 0,
        likes integer not null default 0,
        dislikes integer not null default 0,
        primary key (store_id, business_date, menu_item_id)
      )`.execute(db);
      // The stores' rollups are counted again by 0021_check_discount_shares, which changes them after.
    },
  },
  {
    // A device's check is known by the device and its own identity for it (an id it chose, or its
    // number and opening time), whatever working day a retry lands in; its version orders the bodies
    // sent for it (an open check, then its closing). Checks already recorded twice under one identity
    // (a retry after a close of the day) keep their first row as that identity.
    name: '0020_check_identity_and_version',
    async up(db) {
      await sql`alter table pos_check add column device_key text,
        add column version integer not null default 1 check (version > 0)`.execute(db);
      await sql`update pos_check c set device_key = k.key || case when k.n > 1 then '#' || c.id::text else '' end,
          version = case when c.status = 'open' then 1 else 2 end
        from (select store_id, id, 'at:' || number || '@' ||
                to_char(opened_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as key,
                row_number() over (partition by store_id, device_id, number, opened_at
                  order by recorded_at, id) as n
              from pos_check) k
        where k.store_id = c.store_id and k.id = c.id`.execute(db);
      await sql`alter table pos_check alter column device_key set not null`.execute(db);
      await sql`create unique index pos_check_device_key on pos_check (store_id, device_id, device_key)`.execute(
        db,
      );
      await sql`create index pos_check_open on pos_check (store_id) where status = 'open'`.execute(db);
    },
  },
  {
    // Each live line's share of its check's own discount (spreadCheckDiscount), in the item rollup: the
    // item, category, department and tax reports then count the same net sales as the summary.
    name: '0021_check_discount_shares',
    async up(db) {
      await sql`alter table report_item_day add column check_discount bigint not null default 0`.execute(db);
      // Every store's rollups, counted again with the new columns (and, on a database older than the
      // rollups, for the first time). A later migration that changes the rollups moves this here.
      const stores = await sql<{ id: string }>`select s.id from store s
        where exists (select 1 from pos_check c where c.store_id = s.id)`.execute(db);
      for (const { id } of stores.rows) await recomputeRollups(db, id);
    },
  },
  {
    // Print jobs for the store's devices to fetch: a server in the cloud does not reach a
    // restaurant's LAN, a POS on it does. The printer is named and addressed as it was when queued
    // (no reference: a printer deleted meanwhile still has its job end).
    name: '0022_print_jobs',
    async up(db) {
      await sql`create table print_job (
        store_id uuid not null references store (id) on delete cascade,
        id uuid not null,
        printer_id uuid not null,
        printer_name text not null,
        host text not null,
        port integer not null,
        printed text not null,
        bytes text not null,
        status text not null default 'queued' check (status in ('queued', 'taken', 'printed', 'failed')),
        device_id uuid,
        created_at timestamptz not null default now(),
        taken_at timestamptz,
        done_at timestamptz,
        primary key (store_id, id)
      )`.execute(db);
      await sql`create index print_job_queue on print_job (store_id, status, created_at)`.execute(db);
    },
  },
  {
    // The records read through the API page in their default order (newest first) and by id within
    // one instant: each such order is one index, read backwards, however many years a store holds.
    // The check and working day indexes gain the id in place; the others are new.
    name: '0023_record_list_order',
    async up(db) {
      await sql`drop index pos_check_opened`.execute(db);
      await sql`create index pos_check_opened on pos_check (store_id, opened_at, id)`.execute(db);
      await sql`drop index working_day_date`.execute(db);
      await sql`create index working_day_date on working_day (store_id, business_date, id)`.execute(db);
      await sql`create index time_card_clock_in on time_card (store_id, clock_in, id)`.execute(db);
      await sql`create index shift_opened on shift (store_id, opened_at, id)`.execute(db);
      await sql`create index check_payment_paid on check_payment (store_id, paid_at, id)`.execute(db);
    },
  },
];

/**
 * Statements that need the entity tables, run after they are synced at each start; each is idempotent.
 * An employee who signs in to the office is linked to the one user record of that e-mail.
 */
export const afterSync: string[] = [
  'alter table employee add column if not exists user_id uuid references app_user (id) on delete set null',
  'create unique index if not exists employee_store_user_key on employee (store_id, user_id)',
  'create index if not exists employee_user_idx on employee (user_id)',
];
