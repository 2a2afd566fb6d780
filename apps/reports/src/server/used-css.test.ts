// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The page-server lib has no test project of its own: its CSS cutter is tested with the page that uses it.
import { pageClasses, usedCss } from '@inspection/page-server';

const CSS =
  '@layer theme,base,utilities;@layer utilities{.flex{display:flex}.hidden{display:none}.hover\\:bg-x:hover{color:red}' +
  '.\\[\\&_svg\\]\\:size-4 svg{width:1rem}.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}' +
  '@media (width>=40rem){.sm\\:grid{display:grid}.sm\\:flex{display:flex}}@media print{.print\\:hidden{display:none}}}' +
  '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}' +
  'body{margin:0}.a,.b{color:blue}[data-x]:before{content:"{"}';

describe('usedCss', () => {
  it('keeps the rules whose classes are all on the page, at-rules with their used rules, and whole keyframes and properties', () => {
    const html = '<div class="flex [&amp;_svg]:size-4 sm:flex group"><p class="group-open:rotate-180 b">x</p></div>';
    expect(usedCss(CSS)(html)).toBe(
      '@layer theme,base,utilities;@layer utilities{.flex{display:flex}.\\[\\&_svg\\]\\:size-4 svg{width:1rem}' +
        '.group-open\\:rotate-180:is(:where(.group):is([open]) *){rotate:180deg}@media (width>=40rem){.sm\\:flex{display:flex}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}' +
        'body{margin:0}.b{color:blue}[data-x]:before{content:"{"}',
    );
  });

  it('reads the classes React writes', () => {
    expect([...pageClasses('<a class="x  y" href="#"></a><b class="[&amp;_svg]:z"></b>')]).toEqual(['x', 'y', '[&_svg]:z']);
  });
});
