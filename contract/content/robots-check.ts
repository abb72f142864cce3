/**
 * The robots.txt check (ROBOT_TEXT): every non-empty, non-comment line must be `field: value` with a field
 * crawlers know (RFC 9309 plus the common Sitemap, Crawl-delay and Host), group rules come after a
 * User-agent, and the whole text fits the 500 KiB crawlers read (Google stops there). Pure: the editor
 * shows every problem as the text is typed, the server refuses the first one.
 */
import { ROBOT_TEXT_MESSAGES } from '../platform/messages';

/** Google reads at most 500 KiB of a robots.txt and ignores the rest, so the editor keeps within it. */
export const ROBOTS_MAX_KB = 500;
export const ROBOTS_MAX_BYTES = ROBOTS_MAX_KB * 1024;

/** The fields a line may name (compared without case), as they are shown in messages. */
export const ROBOTS_FIELDS = {
  'user-agent': 'User-agent',
  allow: 'Allow',
  disallow: 'Disallow',
  sitemap: 'Sitemap',
  'crawl-delay': 'Crawl-delay',
  host: 'Host',
} as const;
type RobotsField = keyof typeof ROBOTS_FIELDS;

/** One problem: the 1-based line it is on (null for the size of the whole text) and the message naming it. */
export interface RobotsProblem {
  line: number | null;
  message: string;
}

const encoder = new TextEncoder();
const isField = (key: string): key is RobotsField => Object.hasOwn(ROBOTS_FIELDS, key);
const HOST =
  /^(https?:\/\/)?[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}[A-Za-z0-9])?)*(:\d{1,5})?$/;
const NUMBER = /^\d+(\.\d+)?$/;

/** An absolute http(s) URL with a host and no spaces. */
function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The UTF-8 size of a text, as a crawler downloads it. */
export const robotsTextBytes = (text: string): number => encoder.encode(text).length;

/** What is wrong with the value of a known field on line `line`, or null; `inGroup` is true after a User-agent. */
function valueProblem(field: RobotsField, value: string, line: number, inGroup: boolean): string | null {
  const name = ROBOTS_FIELDS[field];
  switch (field) {
    case 'user-agent':
      return value === '' ? ROBOT_TEXT_MESSAGES.blankUserAgent(line) : null;
    case 'allow':
    case 'disallow':
      if (!inGroup) return ROBOT_TEXT_MESSAGES.beforeUserAgent(line, name);
      return value === '' || value.startsWith('/') || value.startsWith('*')
        ? null
        : ROBOT_TEXT_MESSAGES.badPath(line, name);
    case 'crawl-delay':
      if (!inGroup) return ROBOT_TEXT_MESSAGES.beforeUserAgent(line, name);
      return NUMBER.test(value) ? null : ROBOT_TEXT_MESSAGES.badCrawlDelay(line);
    case 'sitemap':
      return isWebUrl(value) ? null : ROBOT_TEXT_MESSAGES.badSitemap(line);
    case 'host':
      return value.length <= 300 && HOST.test(value) ? null : ROBOT_TEXT_MESSAGES.badHost(line);
  }
}

/**
 * Every problem of a robots.txt, in line order, at most `limit` of them (the server asks for one).
 * A text over the size bound is that one problem: its lines are not read.
 */
export function checkRobotsText(text: string, limit = 200): RobotsProblem[] {
  // A character is at least one byte, so a long text is refused before it is encoded.
  if (text.length > ROBOTS_MAX_BYTES || robotsTextBytes(text) > ROBOTS_MAX_BYTES) {
    return [{ line: null, message: ROBOT_TEXT_MESSAGES.tooLarge(ROBOTS_MAX_KB) }];
  }
  const problems: RobotsProblem[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let inGroup = false;
  for (let index = 0; index < lines.length && problems.length < limit; index++) {
    const line = index + 1;
    const content = lines[index].replace(/#.*$/, '').trim();
    if (content === '') continue;
    const colon = content.indexOf(':');
    if (colon < 0) {
      problems.push({ line, message: ROBOT_TEXT_MESSAGES.noColon(line) });
      continue;
    }
    const written = content.slice(0, colon).trim();
    const field = written.toLowerCase();
    if (!isField(field)) {
      problems.push({ line, message: ROBOT_TEXT_MESSAGES.unknownField(line, written.slice(0, 40)) });
      continue;
    }
    const problem = valueProblem(field, content.slice(colon + 1).trim(), line, inGroup);
    if (problem) problems.push({ line, message: problem });
    if (field === 'user-agent') inGroup = true;
  }
  return problems;
}
