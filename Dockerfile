# Production image of the podcast Q&A site: `docker compose up` (see docker-compose.yml).
# Build:  docker build -t horizons-qa .
# Run:    docker run -p 3000:3000 -e DATABASE_URL=... -e SESSION_SECRET=... horizons-qa

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so that source changes reuse this layer.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# Build the client, then drop the build tools (vite, codegen, test runners).
RUN npm run build:client && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/.data
WORKDIR /app
COPY --from=build --chown=node:node /app /app
# DATA_DIR holds the embedded database when no DATABASE_URL is given.
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tsx runs the TypeScript server as is; SIGTERM (docker stop) reaches Node directly.
CMD ["node", "--import", "tsx", "server/index.ts"]
