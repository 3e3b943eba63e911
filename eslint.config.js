import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'data-ref', 'coverage', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    // Tests and benchmarks build odd shapes on purpose (invalid bodies, raw rows): `any` stays allowed there.
    files: ['tests/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['scripts/**/*.mjs', 'cli/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
  {
    // http/ and cli/ reach the database and the adapters only through the composition root.
    files: ['http/**/*.ts', 'cli/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'knex', message: 'http/ e cli/ não usam o knex: chame o core (core/shared/crud.ts) pela plataforma' }],
          patterns: [{ regex: '(^|/)adapters/(?!plataforma\\.ts$)', message: 'http/ e cli/ importam de adapters/ apenas adapters/plataforma.ts (a raiz de composição)' }],
        },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '^(?!effect(/|$)|\\.{1,2}/)', message: 'core/ importa apenas effect' }] }],
    },
  },
)
