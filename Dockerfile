# Atelier — one image for the web and worker processes.
# Build: docker build -t atelier .      Run: see compose.yaml (web + worker + PostgreSQL + MinIO).
FROM node:20-bookworm-slim AS base
ENV NODE_ENV=production
# Offline engines: ffmpeg (video), pocketsphinx (speech), apertium (translation).
RUN apt-get update \
 && apt-get install -y --no-install-recommends ffmpeg pocketsphinx pocketsphinx-en-us apertium apertium-eng-spa ca-certificates \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app

FROM base AS build
COPY package.json package-lock.json .npmrc ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npx react-router build && npm prune --omit=dev

FROM base AS runtime
COPY --from=build /app /app
# tsx runs the server's TypeScript; it is a runtime dependency.
ENV PORT=3000 DATA_DIR=/data
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "--import", "tsx", "server/main.ts"]
