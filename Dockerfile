# One image for every Athar process: the api (serving the web app), the payment host, migrations.
# Build: docker build -t athar .   Run the layout in compose.yaml (docs/DEPLOY.md).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY packages/server-kit/package.json packages/server-kit/
COPY apps/api/package.json apps/api/
COPY apps/pay/package.json apps/pay/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 PAY_PORT=3001 DATA_DIR=/data
# the servers run TypeScript through tsx, so the image keeps the whole install (docs/decisions/003)
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000 3001
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+(process.env.ROLE==='pay'?process.env.PAY_PORT:process.env.PORT)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]
