# Builds the whole marketplace (API + client) into one image that serves both on one port.
FROM node:22-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ \
  && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY client/package.json client/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --workspaces=false

FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
# Request scopes (AsyncLocalStorage) on V8's context frames rather than a hook on every promise,
# as Node 24 does by default: about a sixth less CPU per read. A 32 MB young generation (16 MB by
# default) holds a few hundred requests' short-lived objects: half as many collections, whose
# pauses took about 50 µs of each browse request, for at most 32 MB more memory.
ENV NODE_OPTIONS="--experimental-async-context-frame --max-semi-space-size=32"
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/client/dist ./client/dist
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
CMD ["node", "dist/main.js"]
