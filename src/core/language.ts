/** The languages the console and the API speak; the first is the default (SPEC §9: locale en). */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language an `Accept-Language` header prefers among ours, by its weights ("es-MX,es;q=0.9,en;q=0.8"
 * → es); undefined when it names none of them.
 */
export function acceptedLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, i) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0]!, q: q === undefined ? 1 : Number(q), i };
    })
    .filter((t) => t.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  return ranked
    .map((t) => t.base)
    .find((base): base is Language => (LANGUAGES as readonly string[]).includes(base));
}
