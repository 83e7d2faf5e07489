// Nivo's responsive charts measure their parent; jsdom has no layout, so give fixed numbers.
// CommonJS on purpose: Nivo's CJS build renders `require('react-virtualized-auto-sizer')` itself
// (the real package sets module.exports), so an ES default export would not be a component there.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS module, see above
const { Fragment, createElement } = require('react');

function AutoSizer({ children }) {
  return createElement(Fragment, null, children({ width: 600, height: 300 }));
}

module.exports = AutoSizer;
module.exports.default = AutoSizer;
