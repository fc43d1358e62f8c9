import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

/**
 * The rating and survey of a store (SPEC §3): its settings, one row per store (none until first
 * saved), and the guests' answers, one per closed check at most: a rating link is used once. The
 * coupon and the customer are entities whose tables the schemas make after the migrations, so both
 * are kept by id.
 */
export async function up(db: Db): Promise<void> {
  await sql`create table survey_setting (
    store_id uuid primary key references store (id) on delete cascade,
    rating_by_product boolean not null,
    email_delay integer not null check (email_delay between 1 and 999),
    email_delay_unit text not null check (email_delay_unit in ('minutes', 'hours')),
    min_likes integer not null check (min_likes between 0 and 1000),
    max_items_per_category integer not null check (max_items_per_category between 1 and 100),
    coupon_id uuid,
    title text not null,
    questions jsonb not null,
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create table survey_answer (
    store_id uuid not null references store (id) on delete cascade,
    id uuid not null,
    check_id uuid not null,
    customer_id uuid,
    waiting_time integer check (waiting_time between 1 and 5),
    food_quality integer check (food_quality between 1 and 5),
    service integer check (service between 1 and 5),
    recommend boolean,
    review_comment text,
    other_comments text,
    coupon_id uuid,
    coupon_code text,
    language text not null check (language in ('en', 'es')),
    answered_at timestamptz not null,
    primary key (store_id, id),
    unique (store_id, check_id),
    foreign key (store_id, check_id) references pos_check (store_id, id) on delete cascade
  )`.execute(db);
  await sql`create index survey_answer_at on survey_answer (store_id, answered_at desc, id)`.execute(db);
}
