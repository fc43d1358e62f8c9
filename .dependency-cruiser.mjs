/**
 * The layers of ../shared/ARCHITECTURE.md "Layout", checked by `npm run lint` (dependency-cruiser).
 * Dependencies point one way: web → core, server → core. Inside the server, adapters (http/,
 * graphql/, features' resolvers) call services; services, pos/, db/ and seed/ never import adapters.
 * A migration carries its own statements. No file or folder goes round in a cycle, type imports
 * included. Known violations still to be fixed are listed in .dependency-cruiser-known-violations.json
 * (`npm run lint:layers:baseline` writes it) and, for folders, in KNOWN_FOLDER_CYCLES.
 */
/**
 * Folders let through while they still go round in a cycle: dependency-cruiser's baseline holds
 * module violations only. None is left; a folder added here is a loop to break.
 */
const KNOWN_FOLDER_CYCLES = [];

const ADAPTERS = '^src/server/(graphql|http)/|^src/server/features/[^/]+/resolvers\\.tsx?$';

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-imports-neither-side',
      comment: 'src/core is isomorphic: it imports neither the browser nor the server.',
      severity: 'error',
      from: { path: '^src/core/' },
      to: { path: '^src/(web|server|storefront)/' },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The browser reaches the server through its API only; shared code lives in src/core.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'storefront-imports-core-only',
      comment:
        'The storefront is a client of the online-ordering API only: it imports src/core, never the ' +
        'server nor the console.',
      severity: 'error',
      from: { path: '^src/storefront/' },
      to: { path: '^src/(web|server)/' },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server does not import the browser; shared code lives in src/core.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'inner-layers-never-import-adapters',
      comment:
        'Only the adapters (http/, graphql/, a feature’s resolvers) and the start-up (app.ts, main.ts, ' +
        'config.ts) import an adapter: services, pos/, db/, seed/ and the rest of the server never do. ' +
        'Move what both need into a service.',
      severity: 'error',
      from: { path: '^src/server/', pathNot: `${ADAPTERS}|^src/server/(app|main|config)\\.ts$` },
      to: { path: ADAPTERS },
    },
    {
      name: 'migrations-stand-alone',
      comment:
        'A migration carries its own statements: it imports the database’s types and pure src/core ' +
        'functions, never a service, so that a later change to a service never changes what it does.',
      severity: 'error',
      from: { path: '^src/server/db/migrations/|^src/server/features/[^/]+/migrations/' },
      to: { path: '^src/', pathNot: '^src/core/|^src/server/db/database\\.ts$' },
    },
    {
      name: 'no-file-cycles',
      comment:
        'No file reaches itself through its imports, type imports included. A lazy `import()` is where ' +
        'the console splits its code, loaded later, so a loop through one is no loop at start.',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['dynamic-import'] } },
    },
    {
      name: 'no-folder-cycles',
      comment: 'No folder reaches itself through the imports of its files, type imports included.',
      severity: 'error',
      scope: 'folder',
      from: KNOWN_FOLDER_CYCLES.length ? { pathNot: `^(${KNOWN_FOLDER_CYCLES.join('|')})$` } : {},
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: '^src/',
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.web.json' },
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
