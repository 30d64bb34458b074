# syntax=docker/dockerfile:1
# Campus Salud: one image runs the API and serves the built web app (README, "Production with
# Docker Compose"). Build: docker build -t campus-salud . (or docker compose build).
ARG NODE_IMAGE=node:20-bookworm-slim

# ── 1. Build: every workspace's dependencies (dev included), then the web app and the API bundle.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── 2. Runtime dependencies: production ones of the API and of the web app's server render only
#       (no dev tools, no benchmark tools). Native modules (sharp, argon2) ship prebuilt for glibc.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace=@campus/api --workspace=@campus/web --no-audit --no-fund \
  && npm cache clean --force

# ── 3. Runtime: the bundle, migrations, seed media, the built web app; runs as the `node` user.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/contract packages/contract
COPY --from=build /app/apps/api/package.json apps/api/
COPY --from=build /app/apps/api/dist apps/api/dist
COPY --from=build /app/apps/api/drizzle apps/api/drizzle
COPY --from=build /app/apps/api/media apps/api/media
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
# DATA_DIR: local uploads when S3_URL is unset (then mount a volume here); writable by `node`.
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/api/dist/main.js"]
