/**
 * Lets the event loop run between slices of work: the answer's progress lines reach the socket and
 * other requests get their turn. PGlite runs in this thread, and a chain of its queries alone would
 * hold the loop until the whole import is done.
 */
export const pause = () => new Promise<void>((resolve) => setImmediate(resolve));
