import { Type } from 'typebox';
import { IMAGE_KINDS, IMAGE_SIZES, IMAGES_PATH, isImageKind, isImageSizeKey, renderSvg, sceneOfSubject } from './index';
import { imageHash } from './svg';
import { notFound } from '../server/errors';
import type { ApiInstance } from '../routes/context';

const IMAGE_VERSION = 'v1';

/** GET /api/images/{kind}/{id}/{sizeKey}.svg: generated pictures, immutable, with an ETag. */
export async function imageRoutes(app: ApiInstance): Promise<void> {
  app.get(
    `${IMAGES_PATH}/:kind/:id/:file`,
    {
      schema: {
        tags: ['images'],
        summary: 'Generated SVG picture of an entity at a size key',
        description: `kind: ${IMAGE_KINDS.join(', ')}. id: letters, digits, _ and -, optionally followed by --{scene}. file: {sizeKey}.svg with sizeKey in ${Object.keys(IMAGE_SIZES).join(', ')}.`,
        params: Type.Object({
          kind: Type.String({ maxLength: 20 }),
          id: Type.String({ maxLength: 100 }),
          file: Type.String({ maxLength: 30 }),
        }),
        response: {
          200: { description: 'SVG picture', content: { 'image/svg+xml': { schema: Type.String() } } },
          304: { description: 'Not modified', type: 'null' },
        },
      },
    },
    async (request, reply) => {
      const { kind, id, file } = request.params;
      const match = /^([0-9]+_[0-9]+)\.svg$/.exec(file);
      const sizeKey = match?.[1];
      if (!isImageKind(kind)) throw notFound('Image kind', kind);
      if (!sizeKey || !isImageSizeKey(sizeKey)) throw notFound('Image size', file);
      const idMatch = /^([A-Za-z0-9_-]{1,64}?)(?:--([a-z]+))?$/.exec(id);
      if (!idMatch) throw notFound('Image', id);
      // An unknown scene word still gives a picture (scene derived from the id): no broken image.
      const scene = idMatch[2] !== undefined ? sceneOfSubject(idMatch[2]) : undefined;
      const etag = `"${IMAGE_VERSION}-${imageHash(`${kind}/${id}/${sizeKey}`).toString(36)}"`;
      reply
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', etag)
        .header('content-type', 'image/svg+xml; charset=utf-8');
      if (request.headers['if-none-match'] === etag) {
        return reply.status(304).send(null);
      }
      const [width, height] = IMAGE_SIZES[sizeKey];
      return reply.send(renderSvg(kind, idMatch[1]!, width, height, scene));
    },
  );
}
