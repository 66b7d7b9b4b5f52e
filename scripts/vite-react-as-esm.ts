/**
 * React ships CommonJS only. Left to the bundler, every module importing it gets its own interop
 * object (`__toESM(require_react())`): about 150 of them in the renderer, each defining a getter
 * per export, and every hook call and JSX element then goes through a getter. This plugin
 * gives the renderer build one ES module per React entry instead, which reads each export once
 * and exports it as a plain binding: the app's modules call React's functions directly.
 *
 * The export names are React's production build's own, read here at build time, so a library's
 * namespace import (`React.useInsertionEffect`) finds every export it would have found before.
 * React's own CommonJS files keep importing React as they did.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(__filename);

/** Each wrapped entry and its production build (what its index.js requires when NODE_ENV is production). */
const WRAPPED: Record<string, string> = {
  react: 'cjs/react.production.js',
  'react/jsx-runtime': 'cjs/react-jsx-runtime.production.js',
};

const VIRTUAL_PREFIX = '\0react-as-esm:';
/** React's own files and react-dom's (which reads React's internals): they keep the CommonJS module. */
const REACT_PACKAGE_FILE = /[\\/]node_modules[\\/](react|react-dom)[\\/]/;

const reactRoot = dirname(require.resolve('react/package.json'));

/** The entry's index.js (what the bundler would have loaded) and the names its production build exports. */
function entryOf(source: string): { index: string; names: string[] } {
  const index = require.resolve(source);
  const names = Object.keys(require(join(reactRoot, WRAPPED[source]!)) as object).filter((name) => name !== 'default');
  return { index, names };
}

export function reactAsEsm(): Plugin {
  return {
    name: 'react-as-esm',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!(source in WRAPPED) || (importer && REACT_PACKAGE_FILE.test(importer))) return null;
      return VIRTUAL_PREFIX + source;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL_PREFIX)) return null;
      const { index, names } = entryOf(id.slice(VIRTUAL_PREFIX.length));
      return [
        `import cjs from ${JSON.stringify(index)};`,
        `export const { ${names.join(', ')} } = cjs;`,
        'export default cjs;',
      ].join('\n');
    },
  };
}
