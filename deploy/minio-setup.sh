#!/bin/sh
# One-shot setup of docker-compose.yml's MinIO (the minio-setup service, image minio/mc), safe to run again:
# - the bucket `svatby`;
# - anonymous reads of uploads/* only (minio-public-policy.json): browsers load the public images through
#   nginx's /uploads/; message attachments (attachments/*) stay private, and nobody may list the bucket;
# - the apps' own key (S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY), allowed this bucket's objects only
#   (minio-app-policy.json), so the root credentials stay out of the app containers.
set -eu
until mc alias set svatby http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null 2>&1; do
  echo 'Waiting for MinIO…'
  sleep 1
done
mc mb --ignore-existing svatby/svatby
mc anonymous set-json /deploy/minio-public-policy.json svatby/svatby
mc admin policy create svatby svatby-app /deploy/minio-app-policy.json
mc admin user add svatby "$S3_ACCESS_KEY_ID" "$S3_SECRET_ACCESS_KEY"
# Attaching an already attached policy is refused: that is the state wanted.
mc admin policy attach svatby svatby-app --user "$S3_ACCESS_KEY_ID" || true
echo 'MinIO is ready: bucket svatby, public uploads/, private attachments/'
