/** Step: the reviews of a hotel, in the languages its guests speak. */
import type * as s from '../../db/schema';
import { addDays } from '../../db/pricing';
import { Rng } from '../prng';
import { type CountryCode } from '../data/places';
import { type Lang } from '../data/text/localized';
import { type HotelStyleCode } from '../data/text/hotels';
import { REVIEW_FIRST_NAMES, REVIEW_NEGATIVE, REVIEW_POSITIVE, type ReviewType } from '../data/text/reviews';
import type { CatalogueDates } from '../generate';
import { clamp, round1, type Ids } from './helpers';

export function hotelReviews(
  rng: Rng,
  ids: Ids,
  dates: CatalogueDates,
  { hotelId, country, stars, style }: { hotelId: number; country: CountryCode; stars: number; style: HotelStyleCode },
) {
  const quality = clamp(rng.normal(stars >= 4 ? 8.6 : 8.0, 0.6), 6.2, 9.8);
  const reviewCount = rng.chance(0.15) ? 0 : rng.int(1, 30);
  const reviewRows = [];
  const localeWeights: Record<CountryCode, [s.ReviewLocale, number][]> = {
    FR: [['fr_FR', 6], ['nl_NL', 1], ['es_ES', 1], ['it_IT', 1]],
    BE: [['fr_FR', 3], ['nl_NL', 3], ['es_ES', 0.5], ['it_IT', 0.5]],
    NL: [['nl_NL', 6], ['fr_FR', 1], ['es_ES', 0.5], ['it_IT', 0.5]],
    ES: [['es_ES', 6], ['fr_FR', 1.5], ['it_IT', 0.7], ['nl_NL', 0.7]],
    IT: [['it_IT', 6], ['fr_FR', 1.5], ['es_ES', 0.7], ['nl_NL', 0.7]],
  };
  let reviewSum = 0;
  for (let r = 0; r < reviewCount; r++) {
    const [locale] = rng.weighted(localeWeights[country], (w) => w[1]);
    const reviewLang = locale.slice(0, 2) as Lang;
    const score = () => clamp(Math.round(rng.normal(quality, 1)), 3, 10);
    const crit = { welcoming: score(), comfort: score(), cleanliness: score(), food: score(), localization: score(), priceQualityRatio: score() };
    const average = round1(Object.values(crit).reduce((a, b) => a + b, 0) / 6);
    reviewSum += average;
    const type: ReviewType = style === 'family' ? rng.pick<ReviewType>(['FAMILY', 'FAMILY', 'COUPLE', 'FRIENDS']) : rng.pick<ReviewType>(['COUPLE', 'COUPLE', 'FRIENDS', 'FAMILY', 'SOLO', 'BUSINESS']);
    reviewRows.push({
      id: ++ids.review,
      hotelId,
      locale,
      customer: `${rng.pick(REVIEW_FIRST_NAMES)[reviewLang]} ${String.fromCharCode(65 + rng.int(0, 25))}.`,
      type,
      date: addDays(dates.today, -rng.int(2, 700)),
      average,
      positive: rng.sample(REVIEW_POSITIVE, rng.int(1, 2)).map((t) => t[reviewLang]).join(' '),
      negative: average >= 9.5 && rng.chance(0.5) ? '' : rng.pick(REVIEW_NEGATIVE)[reviewLang],
      ...crit,
    });
  }

  return { reviewRows, reviewCount, reviewAverage: reviewCount ? round1(reviewSum / reviewCount) : null };
}
