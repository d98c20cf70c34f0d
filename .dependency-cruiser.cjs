/**
 * The import structure as law (npm test runs `depcruise` with this file): no cycles anywhere, and the server's
 * layers import only downward — http → domain → tasks → jobs → providers / db / storage / net / media.
 * Type-only imports count: a type that reaches up ties the layers as surely as a value does.
 */
/** Tests may reach anything they exercise. */
const TESTS = '\\.test\\.tsx?$';
const SERVER_INFRA = '^server/(db|storage|net|media|content)/|^server/(env|errors|logger|per-services)\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-cycle', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'contract-is-shared',
      comment: 'contract/ is imported by app and server; it imports neither.',
      severity: 'error',
      from: { path: '^contract/', pathNot: TESTS },
      to: { path: '^(server|app)/' },
    },
    {
      name: 'providers-are-the-bottom',
      comment: 'Engines and vendor adapters know no feature, route, queue, kernel or services object.',
      severity: 'error',
      from: { path: '^server/providers/', pathNot: TESTS },
      to: { path: '^server/(domain|http|jobs|tasks|auth)/|^server/(services|composition|app|main|worker|dev)\\.ts$' },
    },
    {
      name: 'jobs-know-no-feature',
      comment: 'jobs/ is queue machinery: features own their job definitions.',
      severity: 'error',
      from: { path: '^server/jobs/', pathNot: TESTS },
      to: { path: '^server/(domain|http|tasks|providers|auth)/|^server/(services|composition|app)\\.ts$' },
    },
    {
      name: 'kernel-below-features',
      comment: 'The task kernel serves every feature and knows none of them.',
      severity: 'error',
      from: { path: '^server/tasks/', pathNot: TESTS },
      to: { path: '^server/(domain|http)/|^server/(composition|app)\\.ts$' },
    },
    {
      name: 'domain-below-http',
      severity: 'error',
      from: { path: '^server/domain/', pathNot: TESTS },
      to: { path: '^server/http/|^server/(composition|app|main|worker|dev)\\.ts$' },
    },
    {
      name: 'http-through-the-domain',
      comment:
        'Routers validate, authorize, call one domain function and answer: no SQL, queue or engine of their own.',
      severity: 'error',
      from: { path: '^server/http/', pathNot: TESTS },
      to: { path: '^server/(db|jobs|tasks|providers)/', pathNot: '^server/db/errors\\.ts$' },
    },
    {
      name: 'infrastructure-at-the-bottom',
      severity: 'error',
      from: { path: SERVER_INFRA, pathNot: TESTS },
      to: { path: '^server/(domain|http|jobs|tasks|providers|auth)/|^server/(services|composition|app)\\.ts$' },
    },
    {
      name: 'services-know-no-feature',
      comment: 'services.ts is the infrastructure every feature stands on; the composition root adds the features.',
      severity: 'error',
      from: { path: '^server/services\\.ts$', pathNot: TESTS },
      to: { path: '^server/(domain/(?!credits/)|http/|providers/|tasks/)' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router)/' },
    moduleSystems: ['es6', 'cjs'],
  },
};
