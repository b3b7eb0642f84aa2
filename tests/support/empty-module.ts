// Stands in for `server-only` under vitest, which is not a React Server Components bundler.
export {};
