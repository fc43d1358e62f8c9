import { expect } from 'vitest';
import { addDays, localMoment } from '../../src/core/promotions.js';
import { weekdayOf } from '../../src/core/schedule.js';
import type { TestServer } from './server.js';

export const ZONE = 'America/New_York';

export interface MenuItem {
  id: string;
  name: string;
  price: number | null;
  base_price: number | null;
  available: boolean;
  modifier_groups: { name: string; prefixes: { name: string }[]; modifiers: object[] }[];
}
export interface Menu {
  at: string;
  categories: { name: string; items: MenuItem[] }[];
}
/** What the API's operations answer, as far as the tests read it. */
export interface OloData {
  startGuestSession: { token: string };
  store: {
    name: string;
    hours: Record<'general' | 'pickup' | 'delivery', object[]>;
    location?: { lat: number; lng: number } | null;
    tile_url?: string;
  };
  orderTypes: { name: string; prompts: object }[];
  menu: Menu;
  deliveryQuote: object;
  __schema: { queryType: { fields: { name: string }[] } };
}

export type Answer = {
  status: number;
  body: {
    data?: OloData | null;
    errors?: {
      message: string;
      extensions: { code: string; key?: string; params?: Record<string, unknown> };
    }[];
  };
};

export interface Call {
  token?: string;
  lang?: string;
  ip?: string;
}

/** A plain GraphQL client of the online-ordering API (/api/olo/graphql), as an ordering site is. */
export async function olo(
  server: TestServer,
  query: string,
  variables: object = {},
  call: Call = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/api/olo/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': call.lang ?? 'en',
      ...(call.token ? { authorization: `Bearer ${call.token}` } : {}),
      ...(call.ip ? { 'x-forwarded-for': call.ip } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

export const START = `mutation ($store: String!) { startGuestSession(store: $store) { token expires_in store { name slug } } }`;

export async function guestToken(server: TestServer, slug = 'demo-bistro', call: Call = {}): Promise<string> {
  const res = await olo(server, START, { store: slug }, call);
  expect(res.body.errors, JSON.stringify(res.body)).toBeUndefined();
  return res.body.data!.startGuestSession.token;
}

/** The instant (ISO with its offset) of a wall-clock moment in the store's zone. */
export function instantAt(date: string, time: string): string {
  const wall = Date.parse(`${date}T${time}:00Z`);
  const seen = localMoment(new Date(wall), ZONE);
  const shift = wall - Date.parse(`${seen.iso}Z`);
  return new Date(wall + shift).toISOString();
}

/** A weekday a few days ahead (inside the demo's happy hour and breakfast windows). */
export function weekdayAhead(): string {
  let day = addDays(localMoment(new Date(), ZONE).date, 3);
  while (['saturday', 'sunday'].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}
