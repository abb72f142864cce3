import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

/** The elements Markdown itself makes; anything else in the HTML came from what was typed. */
const MARKDOWN_TAGS = new Set(
  'p h1 h2 h3 h4 h5 h6 em strong s a img code pre ul ol li blockquote hr br table thead tbody tr th td input'.split(
    ' ',
  ),
);
/** A URL a browser would run as script: its scheme read as browsers do (no spaces or control characters, any case). */
const runsScript = (url: string) => {
  // oxlint-disable-next-line no-control-regex -- the control characters are what is being removed
  const scheme = url.replace(/[\u0000-\u0020\u007f]/g, '').toLowerCase();
  return /^(javascript|vbscript|file):/.test(scheme) || /^data:(?!image\/(gif|png|jpeg|webp);)/.test(scheme);
};
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name] ?? '');

/** Every tag of the HTML with its attributes, as a browser would read them. */
function tagsOf(html: string) {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name.toLowerCase(),
    attributes: [...rest.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, decode(value ?? '')]),
  }));
}

describe('a blog post rendered from Markdown', () => {
  it('shows typed tags, event handlers and script links as text', () => {
    const html = renderMarkdown(
      [
        '# Hello <script>alert(1)</script>',
        '<img src=x onerror="alert(2)"> <svg onload=alert(4)> <iframe src="https://evil.example"></iframe>',
        '[click](javascript:alert(5)) [tab](<java\tscript:alert(8)>) <javascript:alert(9)> ![img](vbscript:x)',
        '[data](data:text/html;base64,PHNjcmlwdD4=) [ref]\n\n[ref]: javascript:alert(10)',
      ].join('\n\n'),
    );
    expect(html).toContain('<h1>Hello &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
    expect(html).toContain('[click](javascript:alert(5))');
    expect(html).toContain('![img](vbscript:x)');
    expect(tagsOf(html).map((t) => t.name)).not.toContain('img');
    expect(tagsOf(html).flatMap((t) => t.attributes.map(([key]) => key))).toEqual(
      expect.not.arrayContaining(['onerror', 'onload', 'src']),
    );
  });

  it('renders links with rel, pictures, tables, strikethrough and bare addresses, with curled quotes and dashes', () => {
    const html = renderMarkdown(
      '"Tea" -- [ok](https://demoshop.in/c/tea) ![cup](https://demoshop.in/cup.png) ~~old~~ www.demoshop.in\n\n| a |\n|---|\n| 1 |',
    );
    expect(html).toContain('<a href="https://demoshop.in/c/tea" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('<img src="https://demoshop.in/cup.png" alt="cup">');
    expect(html).toContain('<s>old</s>');
    expect(html).toContain('<a href="http://www.demoshop.in" rel="noopener noreferrer nofollow">www.demoshop.in</a>');
    expect(html).toContain('<td>1</td>');
    expect(html).toContain('“Tea” –');
  });

  it('makes from any text only Markdown elements, no handler attribute and no link or picture that could run script', () => {
    const pieces = fc.constantFrom(
      '<script>',
      '</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '"',
      "'",
      '>',
      '<',
      '&',
      '&#106;',
      '&lt;',
      '[x](',
      '](',
      ')',
      '![p](',
      '<',
      'javascript:',
      'java\tscript:',
      'data:text/html,',
      'data:image/png;base64,',
      'https://demoshop.in/',
      'www.a.in',
      '\n',
      '\n\n',
      '# ',
      '* ',
      '| a |\n|---|\n',
      '`',
      '    ',
      ' onload=',
      'x',
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 30 }), (parts) => {
        for (const { name, attributes } of tagsOf(renderMarkdown(parts.join('')))) {
          expect(MARKDOWN_TAGS.has(name), name).toBe(true);
          for (const [key, value] of attributes) {
            expect(key.startsWith('on'), key).toBe(false);
            if (key === 'href' || key === 'src') expect(runsScript(value), value).toBe(false);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});
