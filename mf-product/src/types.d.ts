/** CSS files are lazy style tags (style-loader lazyStyleTag): use() on mount, unuse() on unmount. */
declare module '*.css' {
  const styles: { use(): void; unuse(): void };
  export default styles;
}
