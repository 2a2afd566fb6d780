// Tokens for signed upload URLs: a JWT naming the one object it may write, valid 15 minutes.
import { SIGNED_UPLOAD_SECONDS } from '../config';
import { JwtError, type JwtCodec } from '../auth/jwt';
import { StorageHttpError } from './storage-errors';

export function createUploadTokens(jwt: JwtCodec) {
  return {
    async sign(bucket: string, name: string, owner?: string, upsert = false): Promise<string> {
      const iat = Math.floor(Date.now() / 1000);
      return jwt.sign({ url: `${bucket}/${name}`, owner, upsert, iat, exp: iat + SIGNED_UPLOAD_SECONDS });
    },
    async check(token: string | undefined, bucket: string, name: string): Promise<{ owner?: string; upsert: boolean }> {
      if (!token) throw new StorageHttpError(400, 'InvalidJWT', 'Missing token');
      try {
        const claims = await jwt.verify(token);
        if (claims.url !== `${bucket}/${name}`) throw new StorageHttpError(400, 'InvalidSignature', 'The url do not match the signature');
        return { owner: typeof claims.owner === 'string' ? claims.owner : undefined, upsert: claims.upsert === true };
      } catch (error) {
        if (error instanceof StorageHttpError) throw error;
        const expired = error instanceof JwtError && error.expired;
        throw new StorageHttpError(400, 'InvalidJWT', expired ? '"exp" claim timestamp check failed' : 'invalid signature');
      }
    },
  };
}

export type UploadTokens = ReturnType<typeof createUploadTokens>;
