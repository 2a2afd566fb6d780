import { describe, expect, it } from 'vitest';
import { screenFiles } from './screen-files';

const manifest = {
  metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'MyDay', assets: { js: { sync: ['static/js/async/day.js'] }, css: { sync: ['static/css/async/day.css'] } } }],
};
const at = (publicPath: string, module = 'MyDay') => screenFiles({ ...manifest, metaData: { ...manifest.metaData, publicPath } }, 'http://localhost:4204/mf-manifest.json', module);

describe("a screen's files from its remote's manifest", () => {
  it('are beside the manifest for an automatic public path, the entry first', () => {
    expect(at('auto')).toEqual({
      scripts: ['http://localhost:4204/remoteEntry.js', 'http://localhost:4204/static/js/async/day.js'],
      styles: ['http://localhost:4204/static/css/async/day.css'],
    });
  });

  it('are under an absolute public path, and none for a path it cannot read or a screen it does not expose', () => {
    expect(at('https://cdn.example.com/inspection/').scripts).toEqual([
      'https://cdn.example.com/inspection/remoteEntry.js',
      'https://cdn.example.com/inspection/static/js/async/day.js',
    ]);
    expect(at('/relative/')).toEqual({ scripts: [], styles: [] });
    expect(at('auto', 'Elsewhere')).toEqual({ scripts: [], styles: [] });
  });
});
