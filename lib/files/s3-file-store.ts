// The file store several app instances share: a bucket on any S3-compatible service (AWS S3,
// MinIO, Garage, Cloudflare R2, …). Object keys are the store keys, so a local folder moves into a
// bucket by copying its contents as they are.
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { assertFileKey, bodySize, bodyStream, type FileStore } from './file-store';

export interface S3FileStoreConfig {
  bucket: string;
  /** Unset for AWS S3 itself; the service's URL for any other (http://minio:9000). */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's own chain (AWS_* variables, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Bucket in the path (http://host/bucket/key), as MinIO and most self-hosted stores expect. */
  forcePathStyle: boolean;
}

export function s3FileStore(config: S3FileStoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    credentials: config.credentials,
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 demands them: the SDK's default CRC32 trailers on every upload are
    // refused by several S3-compatible services.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that does not answer fails the request instead of holding it open for ever.
    requestHandler: { connectionTimeout: 10_000, requestTimeout: 60_000 },
  });
  const Bucket = config.bucket;

  return {
    async put(key, body, { contentType }) {
      assertFileKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          // An upload streams from its Blob; the length is known, so no multipart upload is needed.
          Body: body instanceof Blob ? bodyStream(body) : body,
          ContentLength: bodySize(body),
          ContentType: contentType,
        }),
      );
    },

    async get(key) {
      assertFileKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // In Node the SDK's body is the HTTP response itself, a Readable.
        return { body: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },

    async delete(key) {
      assertFileKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
