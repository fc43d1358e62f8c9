import { createRequire } from 'node:module';
import type {
  ASTVisitor,
  FragmentDefinitionNode,
  OperationDefinitionNode,
  SelectionSetNode,
  ValidationContext,
} from 'graphql';

// Rules and errors must come from the same copy of graphql that mercurius loads (its CommonJS build).
const { GraphQLError, Kind } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** The deepest field an ordinary operation may reach: `allJobs { modules { permissions { code } } }` is 3. */
export const QUERY_DEPTH_LIMIT = 8;

/**
 * How deep the schema's own description may go below `__schema` or `__type`. The standard
 * introspection query reaches 12 there (its TypeRef fragment unwraps seven levels of `ofType`);
 * the limit leaves room for that and refuses the pathological nestings the depth limit exists for.
 */
export const INTROSPECTION_DEPTH_LIMIT = 16;

/** Fields that describe the schema itself. */
const isIntrospection = (name: string) => name === '__schema' || name === '__type';

interface Depth {
  /** Fields deep through the data, an introspection field counting as one. */
  data: number;
  /** The deepest introspection field's own depth, itself included. */
  schema: number;
}

/**
 * How deep a selection set reaches, in fields. Fragments count where they are spread. The schema's
 * own description (`__schema`, `__type`) is measured on its own, so the standard introspection query
 * of GraphiQL, Apollo and ra-data-graphql passes whenever introspection is on, while the data keeps
 * the ordinary limit.
 */
function depthOf(
  set: SelectionSetNode | undefined,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  visiting: Set<string>,
): Depth {
  const deepest: Depth = { data: 0, schema: 0 };
  const take = (d: Depth) => {
    deepest.data = Math.max(deepest.data, d.data);
    deepest.schema = Math.max(deepest.schema, d.schema);
  };
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.FIELD) {
      const below = depthOf(selection.selectionSet, fragments, visiting);
      if (isIntrospection(selection.name.value))
        take({ data: 1, schema: Math.max(below.schema, 1 + below.data) });
      else take({ data: 1 + below.data, schema: below.schema });
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      take(depthOf(selection.selectionSet, fragments, visiting));
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment spread in itself is refused by graphql's own rules; here it only must not loop.
      if (!fragment || visiting.has(name)) continue;
      visiting.add(name);
      take(depthOf(fragment.selectionSet, fragments, visiting));
      visiting.delete(name);
    }
  }
  return deepest;
}

/**
 * A validation rule refusing operations nested deeper than `limit` fields through the data, or
 * deeper than `INTROSPECTION_DEPTH_LIMIT` below an introspection field.
 */
export function depthLimitRule(limit: number) {
  return (context: ValidationContext): ASTVisitor => {
    const fragments = new Map<string, FragmentDefinitionNode>();
    for (const definition of context.getDocument().definitions)
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    const refuse = (operation: OperationDefinitionNode, what: string, depth: number, max: number) =>
      context.reportError(
        new GraphQLError(
          `${operation.name?.value ?? 'unnamedQuery'} ${what} depth (${depth}) exceeds the ${what} depth limit of ${max}`,
          { nodes: [operation], extensions: { code: 'QUERY_DEPTH' } },
        ),
      );
    return {
      OperationDefinition(operation: OperationDefinitionNode) {
        const depth = depthOf(operation.selectionSet, fragments, new Set());
        if (depth.data > limit) refuse(operation, 'query', depth.data, limit);
        if (depth.schema > INTROSPECTION_DEPTH_LIMIT)
          refuse(operation, 'introspection', depth.schema, INTROSPECTION_DEPTH_LIMIT);
        return false;
      },
    };
  };
}
