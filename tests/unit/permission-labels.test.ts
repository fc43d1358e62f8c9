import { describe, expect, it } from 'vitest';
import { MODULES } from '../../src/core/modules.js';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };

/* The job editor names every module and permission code (schemas/_modules.json and the schemas' own). */

const label = (locale: unknown, key: string) =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locale);

describe('labels of the permission catalogue', () => {
  for (const [language, locale] of [
    ['en', en],
    ['es', es],
  ] as const)
    it(`names every module and every permission code in ${language}`, () => {
      const missing: string[] = [];
      for (const m of MODULES) {
        const keys = [`permissions.modules.${m.code}`, ...m.permissions.map((c) => `permissions.codes.${c}`)];
        for (const key of keys) {
          const text = label(locale, key);
          if (typeof text !== 'string' || text.trim() === '') missing.push(key);
        }
      }
      expect(missing).toEqual([]);
    });
});
