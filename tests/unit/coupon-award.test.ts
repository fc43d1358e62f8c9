import { describe, expect, it } from 'vitest';
import { bogoShares } from '../../src/server/olo/coupon.js';

/*
 * A buy-1-get-1 coupon's award on an online order: each reward unit is paired with a required unit of
 * its own, the cheapest reward units first, a unit both required and rewarded never paying for itself.
 */

const line = (menu_item_id: string, quantity: number, unit_price: number, modifier = 0) => ({
  menu_item_id,
  quantity,
  unit_price,
  modifiers: modifier ? [{ modifier_item_id: 'm', quantity: 1, price: modifier }] : [],
});

describe('bogoShares', () => {
  const required = new Set(['burger']);
  const reward = new Set(['cake', 'pie']);

  it('rewards as many units as there are required ones, cheapest first, with their choices', () => {
    const lines = [line('burger', 2, 1200), line('cake', 1, 500, 100), line('pie', 2, 400)];
    // Two burgers pay for the two cheapest rewards: both pies (400 each); the cake (600) stays.
    expect(bogoShares(lines, required, reward, 100)).toEqual([0, 0, 800]);
    expect(bogoShares([line('burger', 3, 1200), ...lines.slice(1)], required, reward, 50)).toEqual([
      0, 300, 400,
    ]);
  });

  it('gives nothing without a required unit, or without a reward unit', () => {
    expect(bogoShares([line('cake', 2, 500)], required, reward, 100)).toEqual([0]);
    expect(bogoShares([line('burger', 2, 1200)], required, reward, 100)).toEqual([0]);
  });

  it('pairs units of an item both required and rewarded among themselves: every second unit', () => {
    const both = new Set(['taco']);
    expect(bogoShares([line('taco', 1, 300)], both, both, 100)).toEqual([0]);
    expect(bogoShares([line('taco', 2, 300)], both, both, 100)).toEqual([300]);
    expect(bogoShares([line('taco', 5, 300)], both, both, 100)).toEqual([600]);
  });

  it('takes units only rewarded before units that are both', () => {
    const req = new Set(['taco']);
    const rew = new Set(['taco', 'soda']);
    // One taco and one soda: the taco pays for the soda, not for itself.
    expect(bogoShares([line('taco', 1, 300), line('soda', 1, 150)], req, rew, 100)).toEqual([0, 150]);
    // Three tacos and one soda: one taco pays for the soda, the two others pair up.
    expect(bogoShares([line('taco', 3, 300), line('soda', 1, 150)], req, rew, 100)).toEqual([300, 150]);
  });
});
