import { Kind, parse, type ExecutionResult, type GraphQLError } from 'graphql';
import mercurius, { type MercuriusContext } from 'mercurius';
import { AppError } from '../../core/errors.js';
import { inSentence, renderFieldError, translatedParams, type Translate } from '../../core/messages.js';
import { registry } from '../../core/registry.js';
import { translatorFor } from '../services/phrases.js';

export { translatorFor };

/** An application error's text, its key and params kept in `extensions` for a client to word its own. */
function messageOf(t: Translate, err: AppError, resourceName: string | undefined): string {
  const resource = registry.find((r) => r.name === resourceName);
  const first = err.errors[0];
  const params = { ...err.params, ...first?.params };
  if (first && resource) return renderFieldError(t, resource, { ...first, params });
  // Outside a resource a field is named as the client sent it.
  const field = typeof params.field === 'string' ? params.field : first?.field;
  const named: Record<string, string> = field
    ? { field: inSentence(field), Field: field[0]!.toUpperCase() + field.slice(1) }
    : {};
  return t(err.key, { ...translatedParams(t, params), ...named });
}

/**
 * The schema field an error came from, by its name rather than the alias a client gave it (`data:
 * createTax`): compiled queries keep no nodes, so the request's document is read.
 */
function operationOf(e: GraphQLError, context: MercuriusContext): string | undefined {
  const alias = e.path?.[0];
  if (typeof alias !== 'string') return undefined;
  const query = (context.reply.request.body as { query?: unknown } | undefined)?.query;
  if (typeof query !== 'string') return alias;
  try {
    for (const definition of parse(query).definitions) {
      if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
      for (const selection of definition.selectionSet.selections)
        if (selection.kind === Kind.FIELD && (selection.alias ?? selection.name).value === alias)
          return selection.name.value;
    }
  } catch {
    // A document that did not parse has no field errors.
  }
  return alias;
}

/** Which resource an operation works on, from its generated name, e.g. `createMenuItem` → `menu-item`. */
export function resourceOfField(fieldName: string | undefined): string | undefined {
  if (!fieldName) return undefined;
  const bare = fieldName.replace(/^(_all|all|create|update|delete)/, '').replace(/(Meta|Counts)$/, '');
  return registry.find((r) => r.type === bare || r.plural === bare)?.name;
}

/**
 * GraphQL's own refusals of the values a client sent (graphql-js wording), as the field at fault and
 * the message a person reads: a wrong type, an unknown field or argument, a missing row value.
 */
const ARGUMENT_ERRORS: readonly [RegExp, string][] = [
  [/^Unknown argument "(\w+)"/, 'validation.unknownField'],
  [
    /^Variable "\$\w+" got invalid value [\s\S]*; Field "(\w+)" is not defined by type/,
    'validation.unknownField',
  ],
  [
    /^Variable "\$\w+" got invalid value [\s\S]*; Field "(\w+)" of required type [\s\S]* was not provided/,
    'validation.required',
  ],
  [/^Variable "\$(\w+)" got invalid value/, 'validation.type'],
];

/** Fastify's refusal of a body over the route's limit, as mercurius passes it on. */
const TOO_LARGE = 'Request body is too large';

function translatedRequestError(
  t: Translate,
  error: { message: string; extensions?: Record<string, unknown> },
  bodyLimit: number,
) {
  if (error.message === TOO_LARGE) {
    const params = { megabytes: bodyLimit / 1024 / 1024 };
    const key = 'errors.requestTooLarge';
    return { ...error, message: t(key, params), extensions: { code: 'BAD_REQUEST', key, params } };
  }
  for (const [pattern, key] of ARGUMENT_ERRORS) {
    const field = pattern.exec(error.message)?.[1];
    if (field)
      return {
        ...error,
        message: t(key, { field }),
        extensions: { code: 'BAD_REQUEST', key, params: { field } },
      };
  }
  return error;
}

/** Application errors keep their code, key and field errors; anything else is reported as unexpected. */
export function formatError(
  execution: ExecutionResult & Required<Pick<ExecutionResult, 'errors'>>,
  context: MercuriusContext,
) {
  const t = translatorFor(context.reply.request.headers['accept-language']);
  // Errors outside any field (parse and validation errors) mean the request itself was wrong:
  // mercurius reports those with their details and a 400 (413 for a body over the limit); a refused
  // value and a refused body are said in the product's words.
  if (execution.errors.every((e) => !e.path)) {
    const formatted = mercurius.defaultErrorFormatter(execution, context);
    const bodyLimit = context.reply.request.routeOptions.bodyLimit ?? 0;
    const response = formatted.response as { errors?: { message: string }[] };
    return {
      ...formatted,
      response: { ...response, errors: response.errors?.map((e) => translatedRequestError(t, e, bodyLimit)) },
    };
  }
  const log = context.reply.log;
  const errors = execution.errors.map((e: GraphQLError) => {
    const original = e.originalError;
    if (original instanceof AppError) {
      const resource = resourceOfField(operationOf(e, context));
      return {
        message: messageOf(t, original, resource),
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
