/**
 * The route options that have Fastify check a JSON body: an object with these properties and no
 * other, each of them required unless `required` names fewer.
 */
export function bodySchema(
  properties: Record<string, object>,
  required: string[] = Object.keys(properties),
): { schema: { body: object } } {
  return { schema: { body: { type: 'object', required, additionalProperties: false, properties } } };
}
