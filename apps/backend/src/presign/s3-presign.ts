// AWS Signature Version 4 query presigning for a single S3 PUT, by hand with node:crypto.
import { createHash, createHmac } from 'node:crypto';

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
  /** Custom endpoint (MinIO, R2...); path-style when set. */
  endpoint?: string;
}

export interface PresignedPut {
  uploadUrl: string;
  fileUrl: string;
}

const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
const encodeKey = (key: string) => key.split('/').map(encode).join('/');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');

export interface PresignInput {
  method: string;
  key: string;
  /** Headers the client must send unchanged (host is always signed). */
  headers?: Record<string, string>;
  expiresSeconds: number;
  now?: Date;
}

/** A query-string presigned URL (SigV4, UNSIGNED-PAYLOAD). */
export function presignS3Url(s3: S3Settings, input: PresignInput): { url: string; objectUrl: string } {
  const now = input.now ?? new Date();
  const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
  const day = amzDate.slice(0, 8);
  const scope = `${day}/${s3.region}/s3/aws4_request`;
  const endpoint = s3.endpoint ? new URL(s3.endpoint) : undefined;
  const host = endpoint ? endpoint.host : `${s3.bucket}.s3.${s3.region === 'us-east-1' ? '' : `${s3.region}.`}amazonaws.com`;
  const path = endpoint ? `/${s3.bucket}/${encodeKey(input.key)}` : `/${encodeKey(input.key)}`;
  const protocol = endpoint ? endpoint.protocol : 'https:';

  const headers: Record<string, string> = { host };
  for (const [name, value] of Object.entries(input.headers ?? {})) headers[name.toLowerCase()] = value.trim();
  const signedHeaders = Object.keys(headers).sort();
  const query: Record<string, string> = {
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${s3.accessKeyId}/${scope}`,
    'X-Amz-Date': amzDate,
    'X-Amz-Expires': String(input.expiresSeconds),
    'X-Amz-SignedHeaders': signedHeaders.join(';'),
  };
  if (s3.sessionToken) query['X-Amz-Security-Token'] = s3.sessionToken;
  const canonicalQuery = Object.keys(query)
    .sort()
    .map((k) => `${encode(k)}=${encode(query[k])}`)
    .join('&');
  const canonicalHeaders = signedHeaders.map((name) => `${name}:${headers[name]}\n`).join('');
  const canonicalRequest = [input.method, path, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${s3.secretAccessKey}`, day), s3.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex');
  const objectUrl = `${protocol}//${host}${path}`;
  return { url: `${objectUrl}?${canonicalQuery}&X-Amz-Signature=${signature}`, objectUrl };
}

/** An upload URL the browser PUTs the photo to (with the same Content-Type), and where it will be. */
export function presignS3Put(s3: S3Settings, key: string, contentType: string, expiresSeconds: number, now = new Date()): PresignedPut {
  const { url, objectUrl } = presignS3Url(s3, { method: 'PUT', key, headers: { 'content-type': contentType }, expiresSeconds, now });
  return { uploadUrl: url, fileUrl: objectUrl };
}

export function s3SettingsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Settings | undefined {
  const { S3_BUCKET, S3_REGION, AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET || !S3_REGION || !AWS_ACCESS_KEY_ID || !AWS_SECRET_ACCESS_KEY) return undefined;
  return {
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: AWS_ACCESS_KEY_ID,
    secretAccessKey: AWS_SECRET_ACCESS_KEY,
    sessionToken: env.AWS_SESSION_TOKEN || undefined,
    endpoint: env.S3_ENDPOINT || undefined,
  };
}
