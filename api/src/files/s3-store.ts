import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Config } from '../config';
import { assertKey, type FileStore, type StoredFile } from './store-contract';

type S3Config = NonNullable<Config['files']['s3']>;

/** Files in an S3-compatible bucket (AWS, Scaleway, OVHcloud, MinIO…), private objects. */
export function createS3Store(s3: S3Config): FileStore {
  const client = new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    ...(s3.accessKeyId && s3.secretAccessKey
      ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } }
      : {}),
    // S3-compatible stores do not all check the new default checksums (docs/toolchain.md trap 20).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertKey(key);
      await client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentType: contentType }));
    },
    async get(key) {
      assertKey(key);
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return reply.Body ? Buffer.from(await reply.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(keys) {
      keys.forEach(assertKey);
      // One by one: a request has 8 photos at most, and DeleteObjects needs a Content-MD5 that not
      // every S3-compatible store accepts in its newer checksum forms.
      await Promise.all(keys.map((Key) => client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key }))));
    },
    async list(prefix) {
      const files: StoredFile[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket: s3.bucket, Prefix: prefix })) {
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) files.push({ key: object.Key, modified: object.LastModified });
        }
      }
      return files;
    },
  };
}
