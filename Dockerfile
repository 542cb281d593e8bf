# chemsafe as a container, for sites that run containers. The appliance itself needs none:
# `npm run build` gives dist/chemsafe, one executable.
FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build

FROM debian:bookworm-slim
RUN useradd --system --home /var/lib/chemsafe --create-home chemsafe
COPY --from=build /src/dist/chemsafe /usr/local/bin/chemsafe
USER chemsafe
WORKDIR /var/lib/chemsafe
ENV DATA_DIR=/var/lib/chemsafe/data PORT=8080 HOST=0.0.0.0
VOLUME ["/var/lib/chemsafe/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s CMD ["/bin/sh", "-c", "exec 3<>/dev/tcp/127.0.0.1/8080 || exit 1"]
ENTRYPOINT ["/usr/local/bin/chemsafe"]
CMD ["serve"]
