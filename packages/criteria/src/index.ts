export * from './constants';
export * from './types';
export * from './dates';
export * from './sort';
export { normaliseCriteria, defaultCriteria, normalisePrice, normaliseDistance, normaliseDates, priceLowerBound, toIdList, toId, toCode, toCodeList, toNumber, toBoolean } from './normalise';
export type { RawCriteria, RawValue } from './normalise';
export * from './codec';
export * from './rules';
export * from './api-params';
