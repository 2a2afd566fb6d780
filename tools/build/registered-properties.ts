// The remotes' exposed stylesheets leave out the `@property` rules the shell already registers
// (tools/build/registered-properties.css, imported by apps/shell/src/styles.css): a screen's stylesheet that registers
// properties makes the browser restyle the whole page still shown before the screen renders (docs/benchmarks/web.md).
// A property the shell does not register fails the build instead of being dropped, so a remote can never silently
// lose a style (a `border` with no registered `--tw-border-style` draws none); tools/checks/remote-registered-properties.test.ts
// also checks that the shell registers each exactly as the remote's Tailwind would (the build sees them minified).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PluginCreator } from 'postcss';

export const REGISTERED_PROPERTIES_FILE = path.join(import.meta.dirname, 'registered-properties.css');
export const EXPOSED_STYLES_FILE = path.join(import.meta.dirname, 'exposed-styles.css');

/** `inherits:false;initial-value:0;syntax:"*"`: a rule's descriptors, whitespace dropped, sorted. */
const descriptors = (body: string) =>
  body
    .split(';')
    .map((part) => part.replace(/\s+/g, ''))
    .filter(Boolean)
    .sort()
    .join(';');

/** Property name → its descriptors, from a stylesheet's text. */
export function parseRegisteredProperties(css: string): Map<string, string> {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/@property\s+(--[\w-]+)\s*\{([^}]*)\}/g);
  return new Map([...rules].map(([, name, body]) => [name, descriptors(body)]));
}

/** PostCSS plugin (after Tailwind): strips the registered `@property` rules from the exposed stylesheet only. */
export const dropRegisteredProperties: PluginCreator<{ file?: string; registered?: Map<string, string> }> = (options = {}) => {
  const file = options.file ?? EXPOSED_STYLES_FILE;
  return {
    postcssPlugin: 'drop-registered-properties',
    OnceExit(root) {
      if (root.source?.input.file !== file) return;
      const registered = options.registered ?? parseRegisteredProperties(readFileSync(REGISTERED_PROPERTIES_FILE, 'utf8'));
      root.walkAtRules('property', (rule) => {
        const name = rule.params.trim();
        if (!registered.has(name)) {
          throw rule.error(`${name} is not registered by the shell: add its rule to tools/build/registered-properties.css and deploy the shell before this remote`);
        }
        rule.remove();
      });
    },
  };
};
dropRegisteredProperties.postcss = true;
