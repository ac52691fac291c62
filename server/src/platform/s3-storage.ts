/**
 * Uploaded files in an S3-compatible bucket (AWS S3, MinIO, Ceph, and the
 * S3 interfaces of Chinese clouds): the same three calls as the disk storage.
 * Chosen by S3_BUCKET (README, Configuration; docs/operations.md). Requests
 * are signed (AWS Signature V4) by the AWS SDK's S3 client.
 */
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { AppError } from './errors';
import { contentTypeOfKey, isSafeKey, type FileStorage, type StoredFile } from './file-storage';

export interface S3StorageOptions {
  bucket: string;
  /** Endpoint URL of an S3-compatible service; absent: AWS S3 of the region */
  endpoint?: string | undefined;
  region: string;
  /** Absent: the SDK's own credential chain (environment, instance role) */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** Addresses of the form endpoint/bucket/key (MinIO and most self-hosted services) rather than bucket.endpoint/key */
  forcePathStyle: boolean;
  /** Milliseconds to wait for a connection and for an answer */
  connectionTimeoutMs?: number;
  requestTimeoutMs?: number;
}

/** What a request hears while the bucket cannot be reached or refuses the server: a 503, never a 500. */
export const STORAGE_UNAVAILABLE = '图片存储暂时无法连接，请稍后再试';

export class S3FileStorage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      forcePathStyle: options.forcePathStyle,
      ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
      // checksums only where S3 requires them: several S3-compatible services refuse the newer checksum headers
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // one retry: an upload waits seconds at most, not the SDK's default back-off
      maxAttempts: 2,
      requestHandler: { connectionTimeout: options.connectionTimeoutMs ?? 3000, requestTimeout: options.requestTimeoutMs ?? 30_000 },
    });
  }

  /** A failed call as the request should hear it: the bucket's trouble is a 503. */
  private unavailable(err: unknown): AppError {
    const error = new AppError(503, STORAGE_UNAVAILABLE);
    error.cause = err;
    return error;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }));
    } catch (err) {
      throw this.unavailable(err);
    }
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!isSafeKey(key)) return null;
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      const body = Buffer.from(await answer.Body.transformToByteArray());
      return { body, contentType: contentTypeOfKey(key) };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.$metadata.httpStatusCode === 404)) return null;
      throw this.unavailable(err);
    }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key: ${key}`);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (err) {
      throw this.unavailable(err);
    }
  }
}
