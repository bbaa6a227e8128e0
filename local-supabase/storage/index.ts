import { Hono, type Context } from 'hono';
import type { ServiceContext } from '../context';
import { secretKey } from './auth';
import { bucketRoutes } from './buckets';
import {
  handleAuthenticatedDownload,
  handleInfo,
  handlePublicDownload,
  handleSignedDownload,
} from './download';
import { renderError } from './errors';
import { handleList } from './list';
import { handleRemoveMany, handleRemoveOne } from './remove';
import { handleSign, handleSignMany } from './sign';
import type { StorageContext, StorageRequest } from './request';
import { handleUpload } from './upload';

// `:name{.+}` spans slashes; Hono hands both params over percent-decoded.
const OBJECT = ':bucket/:name{.+}';

/**
 * storage-api-compatible service, mounted at /storage/v1. Routes that share a
 * shape are registered most specific first (a bucket named 'sign' or 'public'
 * is shadowed, as on hosted storage).
 */
export function createStorageApp(service: ServiceContext): Hono {
  const app = new Hono();
  const ctx: StorageContext = { ...service, key: secretKey(service.jwtSecret) };
  const req = (c: Context): StorageRequest => ({
    c,
    ctx,
    bucket: c.req.param('bucket') ?? '',
    name: c.req.param('name') ?? '',
  });

  app.get('/status', (c) => c.text(''));
  app.route('/bucket', bucketRoutes(ctx));

  app.get(`/object/public/${OBJECT}`, (c) => handlePublicDownload(req(c)));
  app.get(`/object/authenticated/${OBJECT}`, (c) => handleAuthenticatedDownload(req(c)));
  app.get(`/object/sign/${OBJECT}`, (c) => handleSignedDownload(req(c)));
  app.post(`/object/sign/${OBJECT}`, (c) => handleSign(req(c)));
  app.post('/object/sign/:bucket', (c) => handleSignMany(req(c)));

  app.post('/object/list/:bucket', (c) => handleList(req(c)));
  app.get(`/object/info/${OBJECT}`, (c) => handleInfo(req(c)));
  // Routes storage-js knows but this local service does not serve yet: say so
  // instead of letting them fall through to upload/download with a bucket named 'move'.
  const notImplemented = (c: Context) =>
    c.json(
      {
        statusCode: '501',
        code: 'NotSupported',
        error: 'Not Implemented',
        message: `local storage does not implement ${c.req.method} ${new URL(c.req.url).pathname} yet`,
      },
      501,
    );
  app.post('/object/move', notImplemented);
  app.post('/object/copy', notImplemented);
  app.post('/object/list-v2/:bucket', notImplemented);
  app.on(['POST', 'PUT'], `/object/upload/sign/${OBJECT}`, notImplemented);
  app.all('/render/*', notImplemented);

  app.post(`/object/${OBJECT}`, (c) => handleUpload(req(c), c.req.header('x-upsert') === 'true'));
  // PUT replaces (or creates) the object, as storage-api's update does.
  app.put(`/object/${OBJECT}`, (c) => handleUpload(req(c), true));
  app.get(`/object/${OBJECT}`, (c) => handleAuthenticatedDownload(req(c)));
  app.delete('/object/:bucket', (c) => handleRemoveMany(req(c)));
  app.delete(`/object/${OBJECT}`, (c) => handleRemoveOne(req(c)));

  app.onError((error, c) => renderError(c, error, ctx.verbose));
  app.notFound((c) =>
    c.json({ statusCode: '404', error: 'Not Found', message: 'Route not found' }, 404),
  );
  return app;
}
