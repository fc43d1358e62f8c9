import { createRequire } from 'node:module';
import type {
  DocumentNode,
  FragmentDefinitionNode,
  ObjectFieldNode,
  SelectionSetNode,
  ValueNode,
} from 'graphql';
import { MAX_PER_PAGE } from '../services/listing.js';
import { english } from '../services/phrases.js';

// Errors must come from the same copy of graphql that mercurius loads (its CommonJS build).
const { GraphQLError, Kind } = createRequire(import.meta.url)('graphql') as typeof import('graphql');

const t = english;

/**
 * The most an operation may cost. The console's largest request, an export page of 1,000 records
 * of the widest entity, costs about a tenth of it; 3,000 aliased reports cost 150 times it.
 */
export const QUERY_COST_LIMIT = 200_000;

/** Every field asked for, at any depth, once per record it is answered for. */
const FIELD_COST = 1;
/** A root field is a statement of its own against the database, at the least. */
const ROOT_COST = 10;
/** A page of records (a field taking `perPage`), besides its rows. */
const LIST_COST = 20;
/**
 * Fields that read a period of sales, cards or checks and sum them up: each is many statements.
 * One took 5 ms on the demo data (3,000 in 15 s): the limit admits at most about 40 in a request.
 */
const REPORT_COST = 5_000;
const REPORT_FIELDS = new Set([
  'report',
  'reportFilterChoices',
  'dashboard',
  'ecommerceDashboard',
  'payroll',
  'timeCards',
  'orderMonitor',
  'closeDay',
]);
/**
 * Fields that search a store's records by text (a report filter's customers, reportFilterSearch): a
 * text too short for the trigram indexes reads every record of the store, 100,000 customers at most.
 */
const SEARCH_COST = 1_000;
const SEARCH_FIELDS = new Set(['reportFilterSearch']);
/** `__schema` or `__type`: the schema's own description, whatever is selected of it (depth.ts limits that). */
const INTROSPECTION_COST = 100;
/** The rows a list answers when the request names no page size: `paging` of services/listing.ts. */
const DEFAULT_ROWS = 25;

type Variables = Readonly<Record<string, unknown>>;

/** A literal or a variable's value, as plain data; undefined when neither is given. */
function valueOf(node: ValueNode | undefined, variables: Variables): unknown {
  if (!node) return undefined;
  switch (node.kind) {
    case Kind.VARIABLE:
      return variables[node.name.value];
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.LIST:
      return node.values.map((v) => valueOf(v, variables));
    case Kind.OBJECT:
      return Object.fromEntries(
        node.fields.map((f: ObjectFieldNode) => [f.name.value, valueOf(f.value, variables)]),
      );
    case Kind.NULL:
      return null;
    default:
      return 'value' in node ? node.value : undefined;
  }
}

/**
 * The rows a page of records may answer: `perPage` where given, else as many as the `ids` filter
 * names (react-admin's getMany), at least the default page; never more than the largest page,
 * which the list itself refuses to exceed before reading a row.
 */
function rowsOf(perPage: unknown, filter: unknown): number {
  if (typeof perPage === 'number' && Number.isFinite(perPage))
    return Math.min(Math.max(Math.ceil(perPage), 1), MAX_PER_PAGE);
  const ids = filter && typeof filter === 'object' ? (filter as { ids?: unknown }).ids : undefined;
  const asked = Array.isArray(ids) ? ids.length : 0;
  return Math.max(DEFAULT_ROWS, Math.min(asked, MAX_PER_PAGE));
}

interface Walk {
  fragments: ReadonlyMap<string, FragmentDefinitionNode>;
  variables: Variables;
  /** Fragments being counted, so that one spread in itself (refused by graphql's rules) does not loop. */
  visiting: Set<string>;
}

/** The cost of a selection set, fragments counted where they are spread, each alias on its own. */
function costOf(set: SelectionSetNode | undefined, walk: Walk, root: boolean): number {
  let cost = 0;
  for (const selection of set?.selections ?? []) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      cost += costOf(selection.selectionSet, walk, root);
    } else if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = walk.fragments.get(name);
      if (!fragment || walk.visiting.has(name)) continue;
      walk.visiting.add(name);
      cost += costOf(fragment.selectionSet, walk, root);
      walk.visiting.delete(name);
    } else {
      const name = selection.name.value;
      if (name === '__schema' || name === '__type') {
        cost += INTROSPECTION_COST;
        continue;
      }
      const below = costOf(selection.selectionSet, walk, false);
      const arg = (n: string) => selection.arguments?.find((a) => a.name.value === n)?.value;
      const own =
        (root ? ROOT_COST : FIELD_COST) +
        (REPORT_FIELDS.has(name) ? REPORT_COST : 0) +
        (SEARCH_FIELDS.has(name) ? SEARCH_COST : 0);
      if (arg('perPage') !== undefined || (root && /^all[A-Z]/.test(name)))
        cost +=
          own +
          LIST_COST +
          rowsOf(valueOf(arg('perPage'), walk.variables), valueOf(arg('filter'), walk.variables)) * below;
      else cost += own + below;
    }
  }
  return cost;
}

/** The cost of each operation of a document with these variables, by name (`''` for an unnamed one). */
export function operationCosts(document: DocumentNode, variables: Variables = {}): Map<string, number> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const costs = new Map<string, number>();
  for (const d of document.definitions)
    if (d.kind === Kind.OPERATION_DEFINITION)
      costs.set(
        d.name?.value ?? '',
        costOf(d.selectionSet, { fragments, variables, visiting: new Set() }, true),
      );
  return costs;
}

/**
 * A mercurius `preExecution` hook refusing, before any resolver runs, a document any of whose
 * operations costs more than `limit`: the variables are known there (a page size is usually one),
 * which validation, cached by the query's text alone, does not see.
 */
export function costLimitHook(limit: number) {
  return (_schema: unknown, document: DocumentNode, _context: unknown, variables: unknown) => {
    const vars = variables && typeof variables === 'object' ? (variables as Variables) : {};
    for (const [name, cost] of operationCosts(document, vars)) {
      if (cost <= limit) continue;
      const key = 'errors.queryTooCostly';
      const params = { cost, limit };
      const refusal = new GraphQLError(t(key, params), {
        extensions: { code: 'QUERY_TOO_COSTLY', key, params, ...(name ? { operation: name } : {}) },
      });
      // Thrown like a validation error, so mercurius answers 400 with the refusal as it stands.
      throw Object.assign(new Error('Graphql validation error'), { statusCode: 400, errors: [refusal] });
    }
  };
}
