// /storage/v1: the parts of the Storage API that supabase-js and the screens use. Who may do what
// is decided by the policies on storage.objects and storage.buckets: every object statement runs
// as the request's role and claims (see storage-service.ts and migration 0022).
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../app-env';
import type { RequestAuth } from '../db/request-auth';
import type { Database } from '../db/query-interface';
import { readUpload } from './read-upload';
import { listObjects, type ListOptions } from './storage-list';
import { invalidDataError, refuseNul, StorageHttpError } from './storage-errors';
import type { StorageService } from './storage-service';
import type { UploadTokens } from './upload-tokens';

export function storageRoutes(storage: StorageService, tokens: UploadTokens, db: Database) {
  const app = new Hono<AppEnv>();

  app.onError((error, c) => {
    if (error instanceof StorageHttpError) return c.json(error.toJSON(), error.status as ContentfulStatusCode);
    const invalid = invalidDataError(error);
    if (invalid) return c.json(invalid.toJSON(), 400);
    console.error(error);
    return c.json({ statusCode: '500', error: 'internal', message: 'Internal Server Error' }, 500);
  });

  /** Reads an object after `prefix`; on the public route without policies, elsewhere as the caller. */
  const serve = (prefix: string, publicOnly = false) => async (c: Context<AppEnv>) => {
    const { bucket, name } = objectParams(c, prefix);
    const object = await storage.get(bucket, name, publicOnly ? null : requestActor(c));
    c.header('content-type', object.contentType);
    c.header('cache-control', object.cacheControl);
    // User files are served from the API's origin: never sniffed, never run (an SVG's script stays inert).
    c.header('x-content-type-options', 'nosniff');
    c.header('content-security-policy', USER_FILE_CSP);
    if (object.eTag) c.header('etag', object.eTag);
    if (c.req.method === 'HEAD') return c.body(null, 200);
    return c.body(object.bytes as Uint8Array<ArrayBuffer>, 200);
  };

  app.on(['GET', 'HEAD'], '/object/public/*', serve('/object/public/', true));
  app.on(['GET', 'HEAD'], '/object/authenticated/*', serve('/object/authenticated/'));

  app.post('/object/upload/sign/*', async (c) => {
    const actor = requestActor(c);
    const { bucket, name } = objectParams(c, '/object/upload/sign/');
    const upsert = c.req.header('x-upsert') === 'true';
    // The upload itself then writes as the server: the policies are asked here.
    await storage.checkUpload(bucket, name, actor, upsert);
    const token = await tokens.sign(bucket, name, ownerOf(actor.claims), upsert);
    return c.json({ url: `/object/upload/sign/${bucket}/${name}?token=${token}`, token });
  });

  const signedUpload = (prefix: string) => async (c: Context<AppEnv>) => {
    const { bucket, name } = objectParams(c, prefix);
    const grant = await tokens.check(c.req.query('token'), bucket, name);
    const body = await readUpload(c.req.raw);
    if (isSvg(body.contentType)) {
      throw new StorageHttpError(415, 'invalid_mime_type', 'mime type image/svg+xml is not supported for signed uploads');
    }
    const saved = await storage.put({ bucket, name, ...body, owner: grant.owner, upsert: grant.upsert }, null);
    return c.json({ Key: saved.key, Id: saved.id });
  };
  app.put('/object/upload/sign/*', signedUpload('/object/upload/sign/'));
  app.put('/upload/sign/*', signedUpload('/upload/sign/'));

  const upload = (method: 'POST' | 'PUT') => async (c: Context<AppEnv>) => {
    const actor = requestActor(c);
    const { bucket, name } = objectParams(c, '/object/');
    const body = await readUpload(c.req.raw);
    const upsert = method === 'PUT' || c.req.header('x-upsert') === 'true';
    const saved = await storage.put({ bucket, name, ...body, owner: ownerOf(actor.claims), upsert }, actor);
    return c.json({ Key: saved.key, Id: saved.id });
  };
  app.post('/object/list/:bucket', async (c) => {
    const actor = requestActor(c);
    await storage.bucket(c.req.param('bucket'));
    const options = (await c.req.json().catch(() => ({}))) as ListOptions;
    return c.json(await listObjects(db, c.req.param('bucket'), options, actor));
  });

  app.post('/object/*', upload('POST'));
  app.put('/object/*', upload('PUT'));

  app.get('/object/*', serve('/object/'));

  app.delete('/object/:bucket', async (c) => {
    const actor = requestActor(c);
    const body = (await c.req.json().catch(() => ({}))) as { prefixes?: unknown };
    const names = Array.isArray(body.prefixes) ? body.prefixes.filter((p): p is string => typeof p === 'string').map((p) => refuseNul(p, 'name')) : [];
    const removed = await storage.remove(c.req.param('bucket'), names, actor);
    return c.json(removed.map((name) => ({ bucket_id: c.req.param('bucket'), name })));
  });

  app.get('/bucket/:id', async (c) => {
    const bucket = await storage.visibleBucket(c.req.param('id'), requestActor(c));
    return c.json({
      id: bucket.id,
      name: bucket.id,
      public: bucket.public,
      file_size_limit: bucket.fileSizeLimit,
      allowed_mime_types: bucket.allowedMimeTypes,
    });
  });

  app.all('*', () => {
    throw new StorageHttpError(404, 'not_found', 'Route not found');
  });

  return app;
}

function objectParams(c: Context, prefix = '/object/') {
  let path: string;
  try {
    path = decodeURIComponent(c.req.path.replace(/^\/storage\/v1/, ''));
  } catch {
    throw new StorageHttpError(400, 'InvalidKey', 'Invalid object path');
  }
  refuseNul(path, 'object path');
  const rest = path.slice(path.indexOf(prefix) + prefix.length);
  const slash = rest.indexOf('/');
  if (slash <= 0 || slash === rest.length - 1) throw new StorageHttpError(400, 'InvalidKey', 'Invalid object path');
  return { bucket: rest.slice(0, slash), name: rest.slice(slash + 1) };
}

const USER_FILE_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";

export const isSvg = (contentType: string) => contentType.split(';')[0].trim().toLowerCase() === 'image/svg+xml';

/** The request's role and claims (anon with the API key alone); a bad bearer token is refused. */
function requestActor(c: Context<AppEnv>): RequestAuth {
  const problem = c.get('tokenProblem');
  if (problem) throw new StorageHttpError(403, 'Unauthorized', problem.expired ? 'jwt expired' : problem.message.startsWith('Session') ? problem.message : 'invalid signature');
  const auth = c.get('auth');
  if (!auth) throw new StorageHttpError(403, 'Unauthorized', 'new row violates row-level security policy');
  return auth;
}

const ownerOf = (claims: Record<string, unknown>) => (typeof claims.sub === 'string' ? claims.sub : undefined);
