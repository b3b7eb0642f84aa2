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
  {
    // lib/domain is pure: no framework, database or Node imports (ARCHITECTURE.md).
    files: ['lib/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            'next',
            'next/*',
            'react',
            'react/*',
            '@prisma/*',
            '@/lib/db/*',
            'node:*',
            '@/lib/server/*',
          ],
        },
      ],
    },
  },
];

export default config;
