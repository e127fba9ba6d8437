export * from './sizes';
export { renderSvg } from './svg';
