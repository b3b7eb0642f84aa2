# Production image: build once, serve with `npm start` against the DATABASE_URL given at run time.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY scripts ./scripts
COPY prisma ./prisma
COPY prisma.config.ts ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
WORKDIR /app
# A real installation, even on the embedded database: no demo, no known logins; the first visit
# creates the firm's account and its owner at /setup. Run with DEMO_MODE=true to try the demo.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 DEMO_MODE=false
COPY --from=build /app ./
EXPOSE 3000
# Liveness: the process answers (GET /api/ready, for a load balancer, also checks the database,
# the migrations and the job runners).
HEALTHCHECK --interval=30s --timeout=5s --start-period=180s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
CMD ["node", "--import", "tsx", "scripts/start.ts"]
