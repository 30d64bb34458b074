#!/bin/sh
# Run once by compose.yaml (service minio-init, image minio/mc): creates the uploads bucket (private:
# the API serves its objects at /uploads/) and the API's own access key, allowed that bucket only.
# Idempotent: a second run changes nothing.
set -eu
mc alias set local http://minio:9000 "$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD" >/dev/null
mc mb --ignore-existing "local/$S3_BUCKET"
mc anonymous set none "local/$S3_BUCKET" >/dev/null

cat > /tmp/campus-uploads-policy.json <<POLICY
{
  "Version": "2012-10-17",
  "Statement": [
    {
      "Effect": "Allow",
      "Action": ["s3:GetBucketLocation", "s3:ListBucket"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET"]
    },
    {
      "Effect": "Allow",
      "Action": ["s3:GetObject", "s3:PutObject", "s3:DeleteObject"],
      "Resource": ["arn:aws:s3:::$S3_BUCKET/*"]
    }
  ]
}
POLICY
mc admin policy create local campus-uploads /tmp/campus-uploads-policy.json >/dev/null
mc admin user add local "$S3_ACCESS_KEY" "$S3_SECRET_KEY" >/dev/null
mc admin policy attach local campus-uploads --user "$S3_ACCESS_KEY" >/dev/null 2>&1 || true
echo "bucket $S3_BUCKET ready; access key $S3_ACCESS_KEY may read and write it"
