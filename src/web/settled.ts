/**
 * The moment the page the console opened on has its data and the browser has been idle once: what
 * that page does not need waits for it (the lists' screens, the pages' words, the live channel), so
 * that it does not compete with the first page's own code and calls. ListWarmUp (resources/warmUp.tsx)
 * marks it.
 */
let mark: () => void = () => undefined;
let shown: () => void = () => undefined;

/** Resolves once a page's own screen has been drawn (resources/lazy.tsx, lazyScreen). */
export const firstScreenShown = new Promise<void>((done) => (shown = done));

/** A page's screen is drawn; later calls do nothing. */
export const markScreenShown = () => shown();

export const consoleSettled = new Promise<void>((done) => (mark = done));

/** Marks the first page as settled; later calls do nothing. */
export const markSettled = () => mark();

/** `consoleSettled`, or `ms` after now if the first page keeps fetching longer than that. */
export const settledOrAfter = (ms: number) =>
  Promise.race([consoleSettled, new Promise<void>((done) => setTimeout(done, ms))]);
