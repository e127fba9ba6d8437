/** CSS files are lazy style tags (style-loader lazyStyleTag): use() on mount, unuse() on unmount. */
declare module '*.css' {
  const styles: { use(): void; unuse(): void; /** The sheet's text, in the first-view build only. */ css?: string };
  export default styles;
}
