# Production image: build everything, then ship only what runs.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
COPY api-client/package.json api-client/
RUN npm ci --no-audit --no-fund
COPY tsconfig.json nest-cli.json openapi.json ./
COPY backend backend
COPY frontend frontend
RUN npm run build -w backend && npm run build -w frontend \
 && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0
# The heap limit sets how far V8 lets the old generation grow past its live size before a full collection: about 4× under
# Node's default limit on a host with 16 GB or more (~4 GB), about 1.6× at 1 GB. The app's ~100 MB of live objects then peak near
# 250 MB under load instead of 450-500 MB (README "Production-like run and scale-out"). `make start` and bench/run.mjs read this line.
# The young generation's two halves at 8 MB instead of 16: a request's garbage dies young either way; ~10 MB less RSS.
ENV NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8"
# glibc gives each thread that allocates at once (libuv's pool, V8's workers) an arena of its own, up to 8 per core, and
# memory freed in one is not reused by another: two keep the process ~15 MB smaller under load (bench/results.md, memory).
ENV MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# Local files (STORAGE_DRIVER=local) live here; docker-compose.yml keeps them in MinIO instead (STORAGE_DRIVER=s3). The app runs as `node`.
RUN mkdir -p /app/data/uploads /app/data/attachments && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
