# syntax=docker/dockerfile:1
# The HCM server: the client and the server built once here, run as `npm start` runs them, as a
# non-root user. Build: docker build --build-arg API_KEY=... -t hcm .
# (docs/operations.md, Deploy).

ARG NODE_IMAGE=node:20-slim

# The client and the server's bundle, built with every dependency. API_KEY is baked into the
# client, as `npm run build` does.
FROM ${NODE_IMAGE} AS client
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
ARG API_KEY=hcm-demo-key
RUN API_KEY="$API_KEY" node node_modules/vite/bin/vite.js build --logLevel warn \
 && node scripts/server-build.mjs

# What runs: the production dependencies, and tsx, which runs the npm scripts (migrate, org,
# files) from their TypeScript sources. tsx is a devDependency (`npm start` builds the
# client too, so it wants a full install): out of that list here, --omit=dev keeps it.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
 && tsx="tsx@$(npm pkg get devDependencies.tsx | tr -d '"')" \
 && npm pkg delete devDependencies.tsx \
 && npm install --no-save --omit=dev --no-audit --no-fund "$tsx" \
 && npm cache clean --force

FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=client /app/dist ./dist
COPY --from=client /app/build ./build
COPY package.json tsconfig.json ./
COPY schemas ./schemas
COPY scripts ./scripts
COPY src/server ./src/server
COPY src/shared ./src/shared
# DATA_DIR: the embedded PostgreSQL when no DATABASE_URL is given (one instance only).
# node_modules/.cache/hcm: the definition check's memo (src/server/forms/compile-memo.ts).
RUN mkdir -p /app/data node_modules/.cache/hcm \
 && chown node:node /app/data node_modules/.cache/hcm
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `npm start` without its build steps: the client in dist/ and the server in build/ are this
# image's. The server handles SIGTERM itself (a graceful stop), so it may run as PID 1; run the
# container with an init (`docker run --init`, compose's `init: true`) to reap what the embedded
# PostgreSQL leaves. A young generation of 64 MB semi-spaces: a request's objects die young
# instead of being promoted (docs/operations.md, "The server's Node options").
CMD ["node", "--enable-source-maps", "--max-semi-space-size=64", "build/server/server.mjs"]
