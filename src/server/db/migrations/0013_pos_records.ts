import { sql } from 'kysely';
import type { Db } from '../database.js';

/**
 * What the point of sale records (SPEC §3, §4): working days, shifts and drawers, checks with their
 * items, modifiers, payments and refunds, paid outs, time cards and item ratings. Money in integer
 * cents. Menu items, employees, order types and payment types are kept by id and by name as they
 * were when recorded, so that history reads the same after the menu changes.
 */
export async function up(db: Db): Promise<void> {
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
}
