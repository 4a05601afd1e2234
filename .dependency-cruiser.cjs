// The boundaries of the code (decision 0056, docs/architecture.md). `npm run lint` runs this with
// no list of known offenders: any import that crosses a boundary fails the lint.

/** `packages/commerce/src/modules/<name>/`: the module a path is in, as a capture group. */
const MODULE = '^packages/commerce/src/modules/([^/]+)/';

/** The composition root: builds the API from the modules and puts their error wording together (decision 0058). */
const ROOT = '^packages/commerce/src/(api|error-wording)\\.ts$';

/** A module's HTTP edge: its routes and the files only they use (decision 0058). */
const EDGE = '(^|/|-)routes\\.ts$|/(http|wire)\\.ts$';

/** The catalogue's read side, which reads the catalogue's tables itself (decision 0063). */
const READ_SIDE = '^packages/commerce/src/modules/(listing|merchandising)/';

/** A module's own door: its index.ts; and its schema.ts, which foreign keys must name. */
const DOORS = 'index\\.ts$|schema\\.ts$';

module.exports = {
  forbidden: [
    {
      name: 'module-through-its-door',
      comment:
        'A module is used through its index.ts (schema.ts for a foreign key): its other files are its own business.',
      severity: 'error',
      from: { path: MODULE, pathNot: EDGE },
      to: {
        path: '^packages/commerce/src/modules/([^/]+)/',
        pathNot: [`^packages/commerce/src/modules/$1/`, `^packages/commerce/src/modules/[^/]+/(${DOORS})`],
      },
    },
    {
      name: 'foreign-keys-only',
      comment:
        "Each table has one owner (issue 30 item 5): another module names it only in its own schema.ts, for a foreign key, and reads or writes it through the owner's index.ts. A module's demo data (seed.ts) is set-up, not a module's code.",
      severity: 'error',
      from: { path: MODULE, pathNot: ['/schema\\.ts$', '/seed\\.ts$', READ_SIDE] },
      to: {
        path: '^packages/commerce/src/modules/([^/]+)/schema\\.ts$',
        pathNot: '^packages/commerce/src/modules/$1/',
      },
    },
    {
      name: 'read-side-reads-the-catalogue-only',
      comment:
        "The catalogue's read side (listing, merchandising) reads the catalogue's tables in its own statements (decision 0063); any other module's tables it reaches through their owner's index.ts.",
      severity: 'error',
      from: { path: READ_SIDE, pathNot: ['/schema\\.ts$', '/seed\\.ts$'] },
      to: {
        path: '^packages/commerce/src/modules/([^/]+)/schema\\.ts$',
        pathNot: [
          '^packages/commerce/src/modules/$1/',
          '^packages/commerce/src/modules/catalog/schema\\.ts$',
        ],
      },
    },
    {
      name: 'edge-through-the-doors',
      comment:
        "A module's HTTP edge uses another module through its index.ts, or through its http.ts for what routes share (who is calling, request headers).",
      severity: 'error',
      from: { path: '^packages/commerce/src/modules/([^/]+)/([a-z-]*routes|http|wire)\\.ts$' },
      to: {
        path: '^packages/commerce/src/modules/([^/]+)/',
        pathNot: [
          `^packages/commerce/src/modules/$1/`,
          `^packages/commerce/src/modules/[^/]+/(${DOORS}|http\\.ts$)`,
        ],
      },
    },
    {
      name: 'outside-through-the-door',
      comment:
        "Code outside the modules (the API's composition, scripts, the database set-up) uses a module through its index.ts. A module's demo data (seed.ts) is a third door, for the set-up alone: the index does not carry it into every process that uses the module.",
      severity: 'error',
      from: { path: '^packages/commerce/src/', pathNot: [MODULE, ROOT] },
      to: {
        path: MODULE,
        pathNot: [
          `^packages/commerce/src/modules/[^/]+/(${DOORS})`,
          '^packages/commerce/src/modules/[^/]+/seed\\.ts$',
        ],
      },
    },
    {
      name: 'root-through-the-doors',
      comment:
        "The composition root mounts each module's API through its routes.ts (api.ts), puts each module's error wording, its messages.ts, into the API's (error-wording.ts), and uses the rest of a module through its index.ts.",
      severity: 'error',
      from: { path: ROOT },
      to: {
        path: MODULE,
        pathNot: `^packages/commerce/src/modules/[^/]+/(${DOORS}|routes\\.ts$|messages\\.ts$)`,
      },
    },
    {
      name: 'domain-speaks-no-http',
      comment:
        "Only a module's HTTP edge speaks HTTP: its routes (routes.ts, *-routes.ts) and the files only they use, http.ts (who is calling) and wire.ts (request and answer schemas). Its services raise domain errors (kernel/errors.ts), which the API maps to statuses in one table (error-statuses.ts, decision 0058).",
      severity: 'error',
      from: { path: MODULE, pathNot: EDGE },
      to: { path: '^packages/commerce/src/http/' },
    },
    {
      name: 'http-kit-imports-no-module',
      comment: 'http/ is a kit the composition root uses; it knows no module.',
      severity: 'error',
      from: { path: '^packages/commerce/src/http/' },
      to: { path: MODULE },
    },
    {
      name: 'kernel-knows-nothing-above',
      comment:
        'The kernel (language, domain errors, logger, stopping) is below the modules: it imports no module, no http kit, no database set-up and not the composition root.',
      severity: 'error',
      from: { path: '^packages/commerce/src/kernel/' },
      to: { path: '^packages/commerce/src/', pathNot: '^packages/commerce/src/kernel/' },
    },
    {
      name: 'web-through-its-data-door',
      comment: 'The web app reaches the domain through apps/web/src/lib/data/ only, one file per domain.',
      severity: 'error',
      from: { path: '^apps/web/src/', pathNot: '^apps/web/src/lib/data/' },
      to: { path: '^packages/commerce/' },
    },
    {
      name: 'web-data-through-module-doors',
      comment: "The web app's data door, too, uses a module through its index.ts.",
      severity: 'error',
      from: { path: '^apps/web/src/lib/data/' },
      to: { path: MODULE, pathNot: `^packages/commerce/src/modules/[^/]+/(${DOORS})` },
    },
    {
      name: 'no-cycle-across-modules',
      comment: 'An import cycle that runs through more than one module ties them into one.',
      severity: 'error',
      from: { path: MODULE },
      to: {
        circular: true,
        viaSomeNot: '^packages/commerce/src/modules/$1/',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: [
        '(^|/)node_modules/',
        '\\.(test|int\\.test)\\.tsx?$',
        '^packages/commerce/src/testing/',
        '(^|/)\\.next/',
        '^apps/web/e2e/',
      ],
    },
    includeOnly: '^(packages|apps/web/src)/',
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'apps/web/tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      mainFields: ['module', 'main', 'types'],
    },
    skipAnalysisNotInRules: true,
    cache: false,
  },
};
