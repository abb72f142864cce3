/**
 * Colour contrast as WCAG defines it, measured in the page on computed styles: for what axe does not
 * check (a focus ring against what surrounds it, a button's hover colours).
 */
import type { Locator } from 'playwright-core';

/* oxlint-disable unicorn/consistent-function-scoping -- measure() is sent to the page whole: its helpers must live inside it */
/** Runs in the page: contrast ratios of an element's colours, translucent colours laid over the background behind them. */
function measure(el: Element) {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? ['0', '0', '0', '0']).map(Number) as number[];
  const over = (top: number[], bottom: number[]) => {
    const a = top.length > 3 ? top[3] : 1;
    return [0, 1, 2].map((i) => top[i] * a + bottom[i] * (1 - a));
  };
  /** The opaque background behind an element: its ancestors' background colours laid over white. */
  const backgroundOf = (start: Element | null): number[] => {
    const layers: number[][] = [];
    for (let node = start; node; node = node.parentElement) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if ((c.length > 3 ? c[3] : 1) > 0) layers.push(c);
      if (c.length <= 3 || c[3] === 1) break;
    }
    return layers.toReversed().reduce((below, layer) => over(layer, below), [255, 255, 255]);
  };
  const luminance = (rgb: number[]) => {
    const [r, g, b] = rgb.map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const ratio = (a: number[], b: number[]) => {
    const [hi, lo] = [luminance(a), luminance(b)].toSorted((x, y) => y - x);
    return Math.round(((hi + 0.05) / (lo + 0.05)) * 100) / 100;
  };
  const style = getComputedStyle(el);
  const own = backgroundOf(el);
  const around = backgroundOf(el.parentElement);
  return {
    /** Text against the element's own background. */
    text: ratio(over(parse(style.color), own), own),
    /** The outline (drawn outside the element) against the background around it. */
    outline: ratio(over(parse(style.outlineColor), around), around),
  };
}

/** The contrast of a located element's text and of its outline (focus ring). */
export async function contrastOf(locator: Locator): Promise<{ text: number; outline: number }> {
  return locator.evaluate(measure);
}
