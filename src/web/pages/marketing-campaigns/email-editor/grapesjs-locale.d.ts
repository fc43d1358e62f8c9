/** GrapesJS's own translations of its panels, shipped without type declarations. */
declare module 'grapesjs/locale/es' {
  const messages: Record<string, unknown>;
  export default messages;
}
