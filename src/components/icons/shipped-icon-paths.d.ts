/** Built by scripts/vite-shipped-icons.ts: the paths of SHIPPED_ICONS, keyed `${size}:${name}` (16 or 20). */
declare module 'virtual:shipped-icon-paths' {
  const paths: Readonly<Record<string, string[]>>;
  export default paths;
}
