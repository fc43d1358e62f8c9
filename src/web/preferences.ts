import { localStorageStore } from 'ra-core';

/** Preferences kept in the browser (language, theme, list settings), shared by the sign-in page and the console. */
export const preferences = localStorageStore('1', 'comanda');
