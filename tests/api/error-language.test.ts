import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../locales/en.json' with { type: 'json' };
import es from '../../locales/es.json' with { type: 'json' };
import { acceptedLanguage } from '../../src/core/language.js';
import { makeTranslate, renderFieldError, type Phrases } from '../../src/core/messages.js';
import { registry } from '../../src/core/registry.js';
import { describeEachDb } from '../helpers/optional.js';
import { signIn, startServer, type TestServer } from '../helpers/server.js';

/*
 * Every GraphQL error's message is rendered in the request's language (Accept-Language, else English),
 * never a template; its key and params stay in `extensions` for a client that words its own.
 */

interface GqlError {
  message: string;
  extensions: {
    code: string;
    key: string;
    params?: Record<string, string>;
    errors?: { field: string; key: string }[];
  };
}

const T = { en: makeTranslate(en as Phrases), es: makeTranslate(es as Phrases) };

describe('the language of a request', () => {
  it('is the one its Accept-Language prefers among English and Spanish', () => {
    expect(acceptedLanguage('es')).toBe('es');
    expect(acceptedLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,en;q=0.5,es;q=0.7')).toBe('es');
    expect(acceptedLanguage('en-US,es;q=0.5')).toBe('en');
    expect(acceptedLanguage('fr, de')).toBeUndefined();
    expect(acceptedLanguage('es;q=0, en')).toBe('en');
    expect(acceptedLanguage(undefined)).toBeUndefined();
  });
});

describeEachDb('error messages on %s', (kind) => {
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    server = await startServer(kind);
    ({ token } = await signIn(server));
  });
  afterAll(() => server?.close());

  async function call(query: string, language?: string): Promise<GqlError[]> {
    const res = await fetch(`${server.url}/api/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
        ...(language ? { 'accept-language': language } : {}),
      },
      body: JSON.stringify({ query }),
    });
    return ((await res.json()) as { errors?: GqlError[] }).errors ?? [];
  }

  it('names a taken name in the language asked for, even under an alias', async () => {
    const taken = 'mutation { data: createDepartment(name: "BAR") { id } }';
    const [english] = await call(taken);
    expect(english!.message).toBe('Name already taken');
    expect(english!.extensions).toMatchObject({
      code: 'DUPLICATE',
      key: 'errors.duplicate',
      params: { field: 'name' },
    });
    expect((await call(taken, 'es-MX,es;q=0.9'))[0]!.message).toBe('Ya está en uso: Nombre');
    expect((await call(taken, 'fr'))[0]!.message).toBe('Name already taken');
  });

  it('says a refused argument in Spanish too', async () => {
    const [error] = await call('mutation { createDepartment(nombre: "x") { id } }', 'es');
    expect(error!.message).toBe(T.es('validation.unknownField', { field: 'nombre' }));
    expect(error!.extensions.key).toBe('validation.unknownField');
  });

  const creatable = registry.filter(
    (r) => !r.singleton && r.fields.some((f) => f.required && f.default === undefined && !f.readOnly),
  );

  it.each(creatable.map((r) => [r.name, r] as const))(
    '%s: a create without its required values is refused in words, in English and Spanish',
    async (_, r) => {
      for (const language of ['en', 'es'] as const) {
        const [error] = await call(`mutation { data: create${r.type} { id } }`, language);
        expect(error, r.name).toBeDefined();
        const { key, params = {}, errors = [] } = error!.extensions;
        const first = errors[0];
        const t = T[language];
        const expected = first
          ? renderFieldError(t, r, {
              ...first,
              params: { ...params, ...(first as { params?: object }).params },
            })
          : t(key, params);
        expect(error!.message).not.toMatch(/%\{/);
        expect(error!.message).toBe(expected);
      }
    },
  );
});
