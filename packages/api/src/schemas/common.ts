import { Type, type Static } from 'typebox';

/** The one error shape of every API error. */
export const FieldError = Type.Object({ field: Type.String(), message: Type.String() });
export const ErrorResponse = Type.Object(
  {
    error: Type.Object({
      code: Type.String({ description: 'Stable machine code, e.g. NOT_FOUND, VALIDATION_ERROR, PACKAGE_NOT_AVAILABLE_CHECKIN' }),
      message: Type.String(),
      fields: Type.Optional(Type.Array(FieldError)),
    }),
  },
  { description: 'Error' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** The locale of a CMS document shared by every site. */
export const ALL_LOCALES = '*';

export const LOCALES = ['fr_FR', 'es_ES', 'fr_BE', 'nl_BE', 'nl_NL', 'it_IT'] as const;
export type Locale = (typeof LOCALES)[number];
export const Locale = Type.Union(
  [Type.Literal('fr_FR'), Type.Literal('es_ES'), Type.Literal('fr_BE'), Type.Literal('nl_BE'), Type.Literal('nl_NL'), Type.Literal('it_IT')],
  { description: 'Site locale' },
);

/** A calendar date YYYY-MM-DD (validated as a real date). */
export const IsoDate = Type.String({ format: 'date', maxLength: 10, description: 'Date YYYY-MM-DD' });
/** A month YYYY-MM. */
export const IsoMonth = Type.String({ pattern: '^[0-9]{4}-(0[1-9]|1[0-2])$', maxLength: 7, description: 'Month YYYY-MM' });

/** Travellers: adults 1-20, children 0-10, babies 0-10 (product spec §5). */
export const Adults = Type.Integer({ minimum: 1, maximum: 20, default: 2, description: 'Adults (12+), 1 to 20' });
export const Children = Type.Integer({ minimum: 0, maximum: 10, default: 0, description: 'Children (3-11), 0 to 10' });
export const Babies = Type.Integer({ minimum: 0, maximum: 10, default: 0, description: 'Babies (0-2), 0 to 10' });
/** The longest stay (search.md §5: without availability, a check-out up to 20 days after the check-in). */
export { MAX_NIGHTS } from '@storefront/criteria';
export const Nights = Type.Integer({ minimum: 1, maximum: 30, description: 'Number of nights' });

/** Integer id in a path. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const Cents = Type.Integer({ description: 'Amount in euro cents' });

/** Image variants keyed by size key (e.g. 120_80, 640_360). */
export const ImagesBySize = Type.Record(Type.String(), Type.String(), { description: 'Image URL by size key' });
export const Image = Type.Object({
  url: Type.String(),
  alt: Type.String(),
  title: Type.Optional(Type.String()),
  legend: Type.Optional(Type.String()),
  sizes: ImagesBySize,
});
