import { describe, expect, it } from 'vitest';
import { ROBOT_TEXT_MESSAGES as M } from '../platform/messages';
import { RobotTextUpdateSchema } from './robot-text';
import { checkRobotsText, ROBOTS_MAX_BYTES } from './robots-check';

const lines = (...text: string[]) => text.join('\n');
/** A comment line of exactly `bytes` bytes. */
const comment = (bytes: number) => `# ${'x'.repeat(bytes - 2)}`;

describe('robots.txt check', () => {
  it('accepts a usual robots.txt with comments, blank lines, any case and a byte-order mark', () => {
    const text = lines(
      '\uFEFF# Demo shop',
      'User-agent: *',
      'Disallow: /cart',
      'disallow: /*?sort=',
      'ALLOW: /',
      'Disallow:',
      'Crawl-delay: 2.5',
      '',
      'User-agent: Googlebot   # the big one',
      'Allow: *.css$',
      'Sitemap: https://shop.example.in/sitemap.xml',
      'Host: shop.example.in',
    );
    expect(checkRobotsText(text)).toEqual([]);
    expect(checkRobotsText('')).toEqual([]);
  });

  it('names the line of each problem, in line order, across CRLF and CR line ends', () => {
    const text = [
      'User-agent: *',
      'Disalow: /x',
      'Disallow private',
      'Allow: cart',
      'Crawl-delay: soon',
      'Sitemap: /sitemap.xml',
      'Host: http://',
    ].join('\r\n');
    expect(checkRobotsText(text)).toEqual([
      { line: 2, message: M.unknownField(2, 'Disalow') },
      { line: 3, message: M.noColon(3) },
      { line: 4, message: M.badPath(4, 'Allow') },
      { line: 5, message: M.badCrawlDelay(5) },
      { line: 6, message: M.badSitemap(6) },
      { line: 7, message: M.badHost(7) },
    ]);
    expect(checkRobotsText('User-agent: *\rAllow x')).toEqual([{ line: 2, message: M.noColon(2) }]);
  });

  it('refuses group rules before any User-agent, but not a Sitemap or Host', () => {
    const text = lines(
      'Sitemap: http://shop.example.in/sitemap.xml',
      'Host: shop.example.in',
      'Disallow: /',
      'Crawl-delay: 1',
      'User-agent: *',
      'Disallow: /',
    );
    expect(checkRobotsText(text)).toEqual([
      { line: 3, message: M.beforeUserAgent(3, 'Disallow') },
      { line: 4, message: M.beforeUserAgent(4, 'Crawl-delay') },
    ]);
  });

  it('refuses a blank User-agent and a Sitemap that is not http(s)', () => {
    expect(checkRobotsText('User-agent:')).toEqual([{ line: 1, message: M.blankUserAgent(1) }]);
    expect(checkRobotsText('Sitemap: ftp://shop.example.in/s.xml')).toEqual([{ line: 1, message: M.badSitemap(1) }]);
    expect(checkRobotsText('Sitemap: https://shop example.in/s.xml')).toEqual([{ line: 1, message: M.badSitemap(1) }]);
  });

  it('stops at the limit it is given', () => {
    const text = Array.from({ length: 50 }, () => 'nonsense').join('\n');
    expect(checkRobotsText(text, 1)).toEqual([{ line: 1, message: M.noColon(1) }]);
    expect(checkRobotsText(text)).toHaveLength(50);
  });

  it('allows exactly 500 KiB in UTF-8 and refuses one byte more, counting multi-byte characters as bytes', () => {
    expect(checkRobotsText(comment(ROBOTS_MAX_BYTES))).toEqual([]);
    expect(checkRobotsText(comment(ROBOTS_MAX_BYTES + 1))).toEqual([{ line: null, message: M.tooLarge(500) }]);
    // 'é' is two bytes: half as many characters already reach the bound.
    expect(checkRobotsText(`#${'é'.repeat(ROBOTS_MAX_BYTES / 2)}`)).toEqual([{ line: null, message: M.tooLarge(500) }]);
  });

  it('answers the update schema with the first problem as the text field error', () => {
    const result = RobotTextUpdateSchema.safeParse({ text: 'User-agent: *\nDisallow: nope\nfoo', version: 3 });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['text', M.badPath(2, 'Disallow')],
    ]);
    expect(RobotTextUpdateSchema.safeParse({ text: 'User-agent: *\nDisallow: /', version: 0 }).success).toBe(true);
  });

  // A check that backtracks or rescans per line would not finish this within the test's timeout (no clock is read
  // here: a unit test's clock measures the machine's load as much as the code).
  it('checks a 500 KiB text of many lines', () => {
    const text = 'User-agent: *\n' + 'Disallow: /private/path\n'.repeat(Math.floor((ROBOTS_MAX_BYTES - 20) / 24));
    expect(checkRobotsText(text)).toEqual([]);
  });
});
