import { asc } from 'drizzle-orm';
import { Type } from 'typebox';
import * as s from '../db/schema';
import { imageUrl } from '../images';
import { Cents } from '../schemas/common';
import { lang, tr } from '../routes/common';
import type { ApiInstance, RouteContext } from '../routes/context';
import { LocaleOnly } from './stay-lists';


const TAGS = ['gift'];

/** The custom sleeves of the physical format. */
export async function customSubElementRoutes(app: ApiInstance, { database: { db } }: RouteContext): Promise<void> {
  app.get(
    '/gateway/sub-elements/available-custom-sub-elements',
    {
      schema: {
        tags: TAGS,
        summary: 'Custom sleeves of the physical format (single-selection categories as radios, multiple as checkboxes)',
        querystring: LocaleOnly,
        response: {
          200: Type.Object({
            availableCustomSubElements: Type.Array(
              Type.Object({
                id: Type.Integer(),
                categoryId: Type.Integer(),
                categoryName: Type.String(),
                selection: Type.String({ description: 'single or multiple' }),
                name: Type.String(),
                imageUrl: Type.String(),
                recommendedByWed: Type.Boolean(),
                price: Cents,
              }),
            ),
          }),
        },
      },
    },
    async (request) => {
      const language = lang(request.query.locale);
      const rows = await db
        .select()
        .from(s.customSubElements)
        .orderBy(asc(s.customSubElements.categoryId), asc(s.customSubElements.position), asc(s.customSubElements.id));
      return {
        availableCustomSubElements: rows.map((r) => ({
          id: r.id,
          categoryId: r.categoryId,
          categoryName: tr(r.categoryName, language),
          selection: r.selection,
          name: tr(r.name, language),
          imageUrl: imageUrl('sleeve', r.id, '400_300'),
          recommendedByWed: r.recommendedByWed,
          price: r.price,
        })),
      };
    },
  );
}

