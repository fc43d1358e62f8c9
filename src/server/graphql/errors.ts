import type { ExecutionResult, GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { AppError } from '../../core/errors.js';
import { makeTranslate, renderFieldError, translatedParams, type Phrases } from '../../core/messages.js';
import { registry } from '../../core/registry.js';
import en from '../../../locales/en.json' with { type: 'json' };

const t = makeTranslate(en as Phrases);

/** English text of an application error; the console renders the same key in the user's language. */
function messageOf(err: AppError, resourceName: string | undefined): string {
  const resource = registry.find((r) => r.name === resourceName);
  const first = err.errors[0];
  if (first && resource)
    return renderFieldError(t, resource, { ...first, params: { ...err.params, ...first.params } });
  return t(err.key, translatedParams(t, err.params));
}

/** Which resource an operation works on, from its generated name, e.g. `createMenuItem` → `menu-item`. */
export function resourceOfField(fieldName: string | undefined): string | undefined {
  if (!fieldName) return undefined;
  const bare = fieldName.replace(/^(_all|all|create|update|delete)/, '').replace(/(Meta|Counts)$/, '');
  return registry.find((r) => r.type === bare || r.plural === bare)?.name;
}

/** Application errors keep their code, key and field errors; anything else is reported as unexpected. */
export function formatError(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  // Errors outside any field (parse and validation errors) mean the request itself was wrong:
  // mercurius reports those with their details and a 400.
  if (execution.errors.every((e) => !e.path)) return mercurius.defaultErrorFormatter(execution, context);
  const log = context.reply.log;
  const errors = execution.errors.map((e: GraphQLError) => {
    const original = e.originalError;
    if (original instanceof AppError) {
      const resource = resourceOfField(e.path?.[0] as string | undefined);
      return {
        message: messageOf(original, resource),
        locations: e.locations,
        path: e.path,
        extensions: {
          code: original.code,
          key: original.key,
          params: original.params,
          errors: original.errors,
          ...(resource ? { resource } : {}),
        },
      };
    }
    if (original && !(original as { locations?: unknown }).locations && e.path) {
      log.error({ err: original }, 'unexpected error in a resolver');
      return {
        message: t('errors.unexpected'),
        locations: e.locations,
        path: e.path,
        extensions: { code: 'INTERNAL', key: 'errors.unexpected' },
      };
    }
    return {
      message: e.message,
      locations: e.locations,
      path: e.path,
      extensions: { code: 'BAD_REQUEST', ...e.extensions },
    };
  });
  return { statusCode: 200, response: { data: execution.data ?? null, errors } };
}
