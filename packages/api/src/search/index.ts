/** The search slice (api-search): offers, facets, activity-only search, autocomplete, themes and city pages. */
export { default as searchRoutes, type SearchRoutesOptions } from './routes';
