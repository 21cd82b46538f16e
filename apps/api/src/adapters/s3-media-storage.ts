import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { MediaS3Config } from '../config';
import { type ByteRange, isMediaKey, type MediaStorage, type StoredMedia } from '../ports/media-storage';

/** Parts of a multipart upload: S3's smallest allowed part, so a 500 MB video never sits in memory whole. */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * Media in an S3-compatible bucket (AWS, MinIO, Ceph, R2…), so every API process reads and writes
 * the same files. Large bodies go up as multipart uploads (lib-storage) a few parts at a time.
 */
export class S3MediaStorage implements MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: MediaS3Config) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      credentials: config.credentials,
      // Checksums only where S3 demands them: several S3-compatible stores reject the SDK's
      // default CRC32 trailers on streamed bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private checked(key: string): string {
    if (!isMediaKey(key)) throw new Error(`not a media key: ${key}`);
    return key;
  }

  async put(key: string, body: Readable | Buffer, contentType: string): Promise<void> {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.checked(key), Body: body, ContentType: contentType },
      partSize: PART_BYTES,
      queueSize: 2,
    });
    await upload.done();
  }

  async stat(key: string): Promise<StoredMedia | undefined> {
    if (!isMediaKey(key)) return undefined;
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) };
    } catch (error) {
      if (error instanceof NotFound || error instanceof NoSuchKey) return undefined;
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    const answer = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.checked(key),
        Range: range ? `bytes=${range.start}-${range.end}` : undefined,
      }),
    );
    // In Node the SDK's body is an http.IncomingMessage, a Readable.
    return answer.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.checked(key) }));
  }

  close(): void {
    this.client.destroy();
  }
}
