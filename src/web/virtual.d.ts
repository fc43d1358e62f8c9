/** A language's sign-in phrases (SIGN_IN_GROUPS of locales/<lang>.json), made by vite.config.ts. */
declare module 'virtual:sign-in-phrases/*' {
  const phrases: Record<string, unknown>;
  export default phrases;
}

/** A language's console catalogue (locales/<lang>.json without OTHER_APPS_GROUPS and what PAGE_GROUPS moves to the pages'), made by vite.config.ts. */
declare module 'virtual:console-phrases/*' {
  const phrases: Record<string, unknown>;
  export default phrases;
}

/** A language's pages catalogue (PAGE_GROUPS and the entities' fields), made by vite.config.ts. */
declare module 'virtual:page-phrases/*' {
  const phrases: Record<string, unknown>;
  export default phrases;
}
