import { describe, expect, it } from 'vitest';
import { presignS3Put, presignS3Url, s3SettingsFromEnv } from './s3-presign';

const AWS_EXAMPLE = {
  bucket: 'examplebucket',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('SigV4 query presigning', () => {
  it("matches AWS's documented example (GET test.txt, 24 hours)", () => {
    const { url } = presignS3Url(AWS_EXAMPLE, { method: 'GET', key: 'test.txt', expiresSeconds: 86400, now: new Date('2013-05-24T00:00:00Z') });
    expect(url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256' +
        '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request' +
        '&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host' +
        '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs a PUT with its content type for a regional bucket, keys encoded per segment', () => {
    const s3 = { ...AWS_EXAMPLE, region: 'eu-west-1' };
    const { uploadUrl, fileUrl } = presignS3Put(s3, 'inspections/form 1/photo (1).jpg', 'image/jpeg', 900, new Date('2026-01-01T00:00:00Z'));
    expect(fileUrl).toBe('https://examplebucket.s3.eu-west-1.amazonaws.com/inspections/form%201/photo%20%281%29.jpg');
    const url = new URL(uploadUrl);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toBe('content-type;host');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is configured only when all four S3 settings are present', () => {
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'r', AWS_ACCESS_KEY_ID: 'k' })).toBeUndefined();
    expect(s3SettingsFromEnv({ S3_BUCKET: 'b', S3_REGION: 'r', AWS_ACCESS_KEY_ID: 'k', AWS_SECRET_ACCESS_KEY: 's' })).toMatchObject({ bucket: 'b' });
  });
});
