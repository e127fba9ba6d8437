import path from 'node:path';
import send from '@fastify/send';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { MEDIA_PATH } from '../catalogue/data/cms/how-it-works';
import { SITE_LOCALES } from '../catalogue/data/text/localized';
import { ApiError, notFound } from '../server/errors';
import type { ApiInstance } from '../routes/context';

/** The committed media files (packages/api/media), rendered by media/make-how-it-works.ts. */
export const MEDIA_DIR = path.resolve(__dirname, '../../media');

/** The files a client may ask for: the 'How it works' video of each site locale and its poster. */
const HOW_IT_WORKS_FILE = new RegExp(`^(${SITE_LOCALES.join('|')})\\.(webm|webp)$`);

/**
 * GET /api/media/how-it-works/{locale}.webm|.webp: the gifting flow's 'How it works' video and poster, with
 * byte ranges (a video is seeked by range requests), ETag and Last-Modified; a day in caches.
 */
export async function mediaRoutes(app: ApiInstance): Promise<void> {
  app.get(
    `${MEDIA_PATH}/how-it-works/:file`,
    {
      schema: {
        tags: ['media'],
        summary: "The gifting flow's 'How it works' video of a site locale, or its poster",
        description: `file: {locale}.webm (video, VP9, silent) or {locale}.webp (poster), locale in ${SITE_LOCALES.join(', ')}. Honours Range.`,
        params: Type.Object({ file: Type.String({ maxLength: 30 }) }),
        response: {
          200: { description: 'The file', content: { 'video/webm': { schema: Type.String() }, 'image/webp': { schema: Type.String() } } },
          206: { description: 'The requested byte range', content: { 'video/webm': { schema: Type.String() } } },
          304: { description: 'Not modified', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      if (!HOW_IT_WORKS_FILE.test(file)) throw notFound('Media file', file);
      const result = await send(request.raw, `how-it-works/${file}`, { root: MEDIA_DIR, maxAge: '1d', index: false, dotfiles: 'deny' });
      if (result.type === 'error') {
        const status = result.statusCode;
        if (status === 404) throw notFound('Media file', file);
        if (status === 416) {
          reply.header('content-range', result.headers['Content-Range'] ?? result.headers['content-range']);
          throw new ApiError(416, 'RANGE_NOT_SATISFIABLE', 'The requested byte range is outside the file');
        }
        throw new ApiError(status >= 400 && status < 500 ? status : 400, 'MEDIA_UNAVAILABLE', result.metadata.error.message);
      }
      // A file stream (200, 206 or 304) is sent as it is, outside the typed JSON replies.
      return (reply as FastifyReply).status(result.statusCode).headers(result.headers).send(result.stream);
    },
  );
}
