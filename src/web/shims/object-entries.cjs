'use strict';
/* global module */
// node-polyglot asks for the `object.entries` polyfill, whose shims weigh more than the catalogue's
// own code; every browser the console supports has Object.entries.
module.exports = Object.entries;
