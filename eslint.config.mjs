import next from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'lib/db/generated/**',
      'coverage/**',
      '.data/**',
      'playwright-report/**',
      'test-results/**',
      'next-env.d.ts',
    ],
  },
  // The layers (ARCHITECTURE.md): app → components → lib/server → lib/domain, with lib/paths (page
  // and API addresses) and emails/ (pure templates) below whoever needs them. import/no-restricted-
  // paths resolves each specifier ('@/…' and '../…' alike) to a file and refuses the wrong-way ones;
  // no-restricted-imports keeps the pure folders off frameworks and Node, and lets components take
  // only types from lib/server. A later no-restricted-imports for the same file replaces an earlier
  // one, so each folder has one block. lib/lint/import-boundaries.test.ts proves the rules bite.
  {
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/domain',
              from: './',
              except: ['./lib/domain', './node_modules'],
              message: 'lib/domain is pure TypeScript: it imports only from lib/domain.',
            },
            {
              target: './lib/paths',
              from: './',
              except: ['./lib/paths', './node_modules'],
              message: 'lib/paths is pure TypeScript: it imports only from lib/paths.',
            },
            {
              target: './lib/server',
              from: ['./components', './app'],
              message:
                'lib/server sits below the screens: what it needs belongs in lib/server, lib/domain or lib/paths.',
            },
            {
              target: './lib/server',
              from: './lib/api',
              message:
                'Services return data and throw AppError (lib/errors); lib/api (the route wrapper, HTTP reading and answering) sits above them.',
            },
            {
              target: ['./lib/errors', './lib/json'],
              from: './',
              except: ['./node_modules'],
              message: 'lib/errors and lib/json sit below everything: they import nothing of the app.',
            },
            {
              target: './lib/jobs',
              from: [
                './lib/server',
                './lib/email',
                './lib/api',
                './lib/auth',
                './lib/pdf',
                './emails',
                './components',
                './app',
              ],
              message:
                'lib/jobs is the job runner, below every service: services hand it their handlers (lib/server/jobs/job-definitions.ts) and queue with addJob.',
            },
            {
              target: './lib/email',
              from: ['./lib/server', './lib/api', './lib/auth', './components', './app'],
              message:
                'lib/email sits below the services: a service queues with enqueueEmail, and hands the outbox what it must render (lib/email/issued-pdfs.ts).',
            },
            {
              target: './lib/auth',
              from: ['./lib/server', './lib/api', './lib/email', './lib/jobs', './components', './app'],
              message:
                "lib/auth holds the sign-in utilities below the services (passwords, cookies, SSO settings); next-auth's options and the session reader are services (lib/server/auth).",
            },
            {
              target: './lib/pdf',
              from: [
                './lib/server',
                './lib/db',
                './lib/email',
                './lib/jobs',
                './lib/api',
                './lib/auth',
                './components',
                './app',
              ],
              message: 'lib/pdf lays out what it is given: the services load the document and pass it in.',
            },
            {
              target: [
                './lib/email',
                './lib/jobs',
                './lib/pdf',
                './lib/db',
                './lib/files',
                './lib/log',
                './lib/auth',
              ],
              from: './lib/api',
              message:
                'lib/api (the route wrapper, HTTP reading and answering) sits above everything it serves.',
            },
            {
              target: './components',
              from: './app',
              message: 'Components never import a route (app/).',
            },
            {
              target: './emails',
              from: ['./lib/server', './lib/db', './lib/files', './lib/email', './components', './app'],
              message:
                'Email templates are pure: the sender (lib/email/compose-email.ts) reads what they need and passes it in.',
            },
          ],
        },
      ],
    },
  },
  {
    // lib/domain is pure: no framework, database or Node imports.
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['next', 'next/*', 'react', 'react/*', '@prisma/*', 'node:*'] },
      ],
    },
  },
  {
    // Page and API addresses: pure TypeScript that every layer, emails included, may import.
    files: ['lib/paths/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['next', 'next/*', 'react', 'react/*', '@prisma/*', 'node:*'] },
      ],
    },
  },
  {
    // Components take from lib/server only the types of its answers: the page (app/) calls the
    // service and passes the data down.
    files: ['components/**/*.ts', 'components/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/server/*'],
              allowTypeImports: true,
              message:
                'Components take only types from lib/server (`import type`); the page (app/) calls the service.',
            },
            {
              regex: '^(\\.\\./)+lib/server(/|$)',
              allowTypeImports: true,
              message:
                'Components take only types from lib/server (`import type`); the page (app/) calls the service.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
