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

# Runtime: production dependencies only, non-root, configured through environment variables.
FROM node:24-alpine AS runtime
ENV NODE_ENV=production PORT=4000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist/server.mjs /app/dist/server.mjs.map ./dist/
COPY --from=build /app/schema ./schema
COPY --from=build /app/schema.graphql ./schema.graphql
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist/server.mjs"]
