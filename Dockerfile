# syntax=docker/dockerfile:1
# Build: typecheck and compile, print the SDL artifact, bundle the server into dist/server.mjs.
FROM node:24-alpine AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json codegen.ts ./
COPY schema ./schema
COPY scripts ./scripts
COPY src ./src
RUN npm run build

# Runtime: the bundle holds every dependency it runs (scripts/bundle.mjs), so no node_modules at all; non-root,
# configured through environment variables. Without the dev dependencies GraphiQL (off in production unless
# GRAPHIQL=true) loads its scripts from yoga's CDN, and LOG_PRETTY falls back to JSON lines.
FROM node:24-alpine AS runtime
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY --from=build /app/dist/server.mjs /app/dist/server.mjs.map ./dist/
COPY --from=build /app/schema ./schema
COPY --from=build /app/schema.graphql ./schema.graphql
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
