import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A feature may use another feature only through that feature's index.ts, from a file at any depth:
 * one zone per pair of features, resolved paths rather than the import's text.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const featureBoundaries = features.flatMap((feature) =>
  features
    .filter((other) => other !== feature)
    .map((other) => ({
      target: `./src/features/${feature}`,
      from: `./src/features/${other}`,
      except: ['./index.ts'],
      message: 'Import another feature through its index.ts, not its internals.',
    })),
);

const appKeptOut = { group: ['**/src/**'], message: 'The simulator knows nothing of the app.' };

/**
 * The simulator's layers, each importing only those below it: server -> transport -> handlers -> world
 * -> domain. protocol/ (the API's wire vocabulary: errors, envelope, call types) serves the layers above
 * domain and imports none of them.
 */
function layerRule(layer, forbidden) {
  return {
    files: [`simulator/${layer}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appKeptOut,
            {
              group: forbidden.map((name) => `**/${name}/**`),
              message: `${layer}/ imports only the layers below it (server -> transport -> handlers -> world -> domain).`,
            },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ['dist/', 'reports/', 'schemas/generated/', 'node_modules/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/simulator/**'], message: 'The app talks to the simulator over the socket only.' }] },
      ],
    },
  },
  {
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/**'], message: 'Features do not import the app shell.' }] },
      ],
      'import-x/no-restricted-paths': ['error', { zones: featureBoundaries }],
    },
  },
  {
    files: ['simulator/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': ['error', { patterns: [appKeptOut] }],
    },
  },
  layerRule('transport', ['server']),
  layerRule('handlers', ['server', 'transport']),
  layerRule('world', ['server', 'transport', 'handlers']),
  layerRule('protocol', ['server', 'transport', 'handlers', 'world']),
  {
    files: ['simulator/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            appKeptOut,
            {
              group: [
                '**/server/**',
                '**/transport/**',
                '**/handlers/**',
                '**/world/**',
                '**/protocol/**',
                'ws',
                'node:http',
              ],
              message: 'domain/ is pure logic: no I/O.',
            },
          ],
        },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: "Time comes from the world's clock." },
      ],
    },
  },
  {
    files: [
      'scripts/**/*.ts',
      'bench/**/*.ts',
      'tests/**/*.{ts,tsx}',
      'features/**/*.ts',
      'e2e/**/*.ts',
      '*.config.ts',
      '*.js',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Node describes a failed assert.ok that has no message by reading and parsing the caller's source;
    // in a step file loaded through tsx one such failure held the worker's event loop for 30 s, and with
    // it the simulator, the app server and the browser driver of that worker.
    files: ['features/**/*.ts', 'e2e/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='assert'][callee.property.name='ok'][arguments.length<2]",
          message: 'Give assert.ok a message.',
        },
        {
          selector: "CallExpression[callee.name='assert'][arguments.length<2]",
          message: 'Give assert a message.',
        },
      ],
    },
  },
  prettier,
);
