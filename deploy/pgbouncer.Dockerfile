# PgBouncer from Debian's packages (the same build the scale-out API test runs), with deploy/pgbouncer.ini
# and deploy/pgbouncer-userlist.txt mounted over the package's defaults (docker-compose.yml).
FROM debian:bookworm-slim
# The base image's policy-rc.d keeps the package's own service from starting during the install.
RUN apt-get update \
  && apt-get install -y --no-install-recommends pgbouncer \
  && rm -rf /var/lib/apt/lists/*
# PgBouncer refuses to run as root; the package made the postgres user.
USER postgres
EXPOSE 6432
# In the foreground, logging to stderr (docker logs).
CMD ["pgbouncer", "/etc/pgbouncer/pgbouncer.ini"]
