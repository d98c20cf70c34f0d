import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** One no-restricted-imports block per server layer: `#server/<name>` (and its files) may not be imported there. */
function serverLayers(forbiddenByLayer) {
  return Object.entries(forbiddenByLayer).map(([files, forbidden]) => ({
    files: [files],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...(files.startsWith('contract')
              ? [
                  {
                    group: ['#server/*', '#server/**', '#app/*', '#app/**'],
                    message: 'contract/ imports neither server nor app.',
                  },
                ]
              : []),
            ...forbidden.map((name) => ({
              // A regex: in the glob form a leading # would be read as a comment.
              regex: `^#server/${name}(/|$)`,
              message: `${files.split('/')[1]} may not import server/${name}: layers import only downward (docs/decisions/009-layers.md).`,
            })),
          ],
        },
      ],
    },
  }));
}

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'build-*/**',
      '.react-router/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^#server/|/server/)',
              message:
                'App code reaches the server through the load context (app/lib/services.server.ts) or the API, and imports server types with `import type` only.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**', 'tests/**', 'bench/**', 'scripts/**', '*.config.ts', 'contract/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // A promise returned unawaited from a try with a finally runs past its cleanup, and its rejection meanwhile is
  // unhandled (server/providers/presentation/preview.ts removed the folder its reads were reading). Type-aware.
  {
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/return-await': ['error', 'in-try-catch'] },
  },
  // The server's layers import only downward (also checked, with cycles, by .dependency-cruiser.cjs).
  ...serverLayers({
    'server/providers/**': ['domain', 'http', 'jobs', 'tasks', 'auth', 'services', 'composition', 'app'],
    'server/jobs/**': ['domain', 'http', 'tasks', 'providers', 'auth', 'services', 'composition', 'app'],
    'server/tasks/**': ['domain', 'http', 'composition', 'app'],
    'server/domain/**': ['http', 'composition', 'app'],
    'server/http/**': ['db/schema', 'db/client', 'jobs', 'tasks', 'providers', 'composition'],
    'server/{db,storage,net,media}/**': [
      'domain',
      'http',
      'jobs',
      'tasks',
      'providers',
      'auth',
      'services',
      'composition',
      'app',
    ],
    'contract/**': [],
  }),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } },
  },
  {
    files: ['**/*.mjs', '**/*.js'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', Buffer: 'readonly' } },
  },
);
