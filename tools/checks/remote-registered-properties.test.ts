// A remote's exposed stylesheet leaves out its `@property` rules (tools/build/registered-properties.ts): this checks,
// without a build, that every rule a remote's utilities need is one the shell registers, exactly so, and that the shell
// imports the registered rules. The build fails the same way; this says so before one runs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import tailwindcss from '@tailwindcss/postcss';
import { describe, expect, it } from 'vitest';
import { REMOTES } from '@inspection/build/apps';
import {
  dropRegisteredProperties,
  EXPOSED_STYLES_FILE,
  parseRegisteredProperties,
  REGISTERED_PROPERTIES_FILE,
} from '@inspection/build/registered-properties';

const root = path.resolve(import.meta.dirname, '../..');
const exposedStyles = readFileSync(EXPOSED_STYLES_FILE, 'utf8');

/** The remote's exposed stylesheet as its build compiles it (Tailwind scans the remote's folder, the build's cwd). */
const compile = (remote: string, plugins: postcss.AcceptedPlugin[] = []) =>
  postcss([tailwindcss({ base: path.join(root, 'apps', remote) }), ...plugins]).process(exposedStyles, { from: EXPOSED_STYLES_FILE });

describe("the remotes' exposed stylesheets and the shell's registered properties", () => {
  it('the shell imports tools/build/registered-properties.css', () => {
    const shellStyles = readFileSync(path.join(root, 'apps/shell/src/styles.css'), 'utf8');
    expect(shellStyles).toContain('@import "../../../tools/build/registered-properties.css"');
  });

  it.each(REMOTES)('%s: every @property its utilities need is registered by the shell, and none is left in', async (remote) => {
    const built = await compile(remote);
    const needed = parseRegisteredProperties(built.css);
    expect(needed.size).toBeGreaterThan(0);
    const registered = parseRegisteredProperties(readFileSync(REGISTERED_PROPERTIES_FILE, 'utf8'));
    for (const [name, descriptors] of needed) expect(registered.get(name), name).toBe(descriptors);
    const stripped = await compile(remote, [dropRegisteredProperties()]);
    expect(stripped.css).not.toContain('@property');
    expect(stripped.css).toContain('@layer remote-utilities');
  });

  it('a property the shell does not register fails the build; other stylesheets are left alone', async () => {
    const css = '@property --tw-border-style { syntax: "*"; inherits: false; initial-value: solid; }';
    const run = (registered: Map<string, string>, from = EXPOSED_STYLES_FILE) =>
      postcss([dropRegisteredProperties({ registered })]).process(css, { from }).then((result) => result.css);
    await expect(run(new Map())).rejects.toThrow(/--tw-border-style .*registered-properties\.css/);
    await expect(run(new Map([['--tw-border-style', 'inherits:false;initial-value:solid;syntax:"*"']]))).resolves.toBe('');
    await expect(run(new Map(), path.join(root, 'apps/crm/src/styles.css'))).resolves.toBe(css);
  });
});
