// dependency-cruiser's configuration for this workspace (`npx depcruise apps packages scripts e2e`
// shows the same violations as `node scripts/check-deps.mjs` and `node scripts/check-cycles.mjs`).
const { cruiseOptions, importRules } = require('./scripts/lib/import-rules.cjs');

module.exports = { forbidden: importRules(__dirname), options: cruiseOptions };
