import type { ErrorObject } from 'ajv';
import type { CompiledValidator } from '../../../generated/validators.js';

/**
 * A device's body is checked as sent by its compiled validator (schemas/device/, written by
 * `npm run gen`): a number in quotes is not a number and an unknown field is refused, not dropped
 * (Fastify's own validator converts types and removes unknown fields). Defaults are filled in.
 */

/** The body, checked and with its defaults; a refusal the device API's error handler states otherwise. */
export function validBody<T = unknown>(validate: CompiledValidator, value: unknown): T {
  // As Fastify validates it: a request without a body is checked as null.
  const data = value === undefined ? null : value;
  if (!validate(data))
    throw Object.assign(new Error('The body does not match its schema'), {
      statusCode: 400,
      validation: [...(validate.errors ?? [])],
    });
  return data as T;
}

/** What a schema error says of the limit the value broke, as a message key and its parameters. */
function limitOf(v: ErrorObject): { key: string; params: Record<string, string | number> } {
  const schema = (v.parentSchema ?? {}) as Record<string, unknown>;
  const format = schema.format as string | undefined;
  switch (v.keyword) {
    case 'minimum':
    case 'maximum':
      return schema.maximum === undefined
        ? { key: 'deviceApi.errors.atLeast', params: { min: schema.minimum as number } }
        : {
            key: 'deviceApi.errors.range',
            params: { min: schema.minimum as number, max: schema.maximum as number },
          };
    case 'minItems':
    case 'maxItems':
      return {
        key: 'deviceApi.errors.entries',
        params: { min: (schema.minItems as number | undefined) ?? 0, max: schema.maxItems as number },
      };
    case 'minLength':
    case 'maxLength':
      return {
        key: 'deviceApi.errors.length',
        params: { min: (schema.minLength as number | undefined) ?? 0, max: schema.maxLength as number },
      };
    case 'enum':
      return { key: 'deviceApi.errors.oneOf', params: { values: (schema.enum as string[]).join(', ') } };
    case 'not':
      return { key: 'deviceApi.errors.notZero', params: {} };
    case 'pattern':
      return { key: 'deviceApi.errors.expiration', params: {} };
    case 'format':
      if (format === 'uuid') return { key: 'deviceApi.errors.uuid', params: {} };
      if (format === 'date-time') return { key: 'deviceApi.errors.instant', params: {} };
  }
  return { key: 'deviceApi.errors.format', params: {} };
}

/** Where a schema error is, as a dotted path (`breaks.0.break_out`), and how to say it. */
export function fieldError(v: ErrorObject): {
  field: string;
  key: string;
  params: Record<string, string | number>;
} {
  const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = v.params as { missingProperty?: string; additionalProperty?: string };
  const child = v.keyword === 'required' ? params.missingProperty : params.additionalProperty;
  const field = [path, child].filter(Boolean).join('.') || 'body';
  // A check's channel is one of a short list: the message names them.
  if (v.keyword === 'enum' && field === 'source')
    return { field, key: 'deviceApi.errors.source', params: { field } };
  if (v.keyword === 'required') return { field, key: 'validation.required', params: { field } };
  if (v.keyword === 'additionalProperties')
    return { field, key: 'validation.unknownField', params: { field } };
  if (v.keyword === 'type') return { field, key: 'validation.type', params: { field } };
  // A value out of its range says the range.
  const limit = limitOf(v);
  return { field, key: limit.key, params: { field, ...limit.params } };
}
