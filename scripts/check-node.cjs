/*
 * Stops `npm install`, `npm start` and `npm test` on a Node.js older than package.json's engines, with
 * one sentence saying what to install, before anything fails in a way that does not say why. Plain old
 * JavaScript (ES5, CommonJS) on purpose: it must run on the old Node.js it refuses.
 */
/* global module, require, process, console */
'use strict';

function parts(version) {
  var numbers = String(version).replace(/^v/, '').split('.');
  return [0, 1, 2].map(function (i) {
    return parseInt(numbers[i] || '0', 10) || 0;
  });
}

/** The message for `version` against a `>=x.y.z` range, or null when it is new enough (or the range unknown). */
function check(version, range) {
  var match = /^\s*>=\s*v?(\d+(\.\d+){0,2})\s*$/.exec(range || '');
  if (!match) return null;
  var have = parts(version);
  var need = parts(match[1]);
  for (var i = 0; i < 3; i++) {
    if (have[i] > need[i]) return null;
    if (have[i] < need[i])
      return [
        'Comanda Office needs Node.js ' + match[1] + ' or newer (package.json "engines": "' + range + '"),',
        'and this is Node.js ' + String(version).replace(/^v/, '') + ':',
        'install a newer one (https://nodejs.org/, or `nvm install 22`) and run the command again.',
      ].join(' ');
  }
  return null;
}

module.exports = { check: check };

if (require.main === module) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- CommonJS, for old Node.js
  var engines = require('../package.json').engines || {};
  var problem = check(process.versions.node, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
