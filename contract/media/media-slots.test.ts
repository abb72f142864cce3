import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES, MEDIA_SLOTS, needsRatioWarning, slotRatioText } from './media';

describe('the ratio question of a picture slot', () => {
  it('never asks about a product picture at the recommended 532x798, and recommends the ratio that example has', () => {
    expect(needsRatioWarning(532, 798)).toBe(false);
    expect(needsRatioWarning(1064, 1596, MEDIA_SLOTS.product)).toBe(false);
    expect(slotRatioText(MEDIA_SLOTS.product)).toBe((532 / 798).toFixed(2));
  });

  it('asks about a product picture clearly wider than 532x798, not about a taller one (seed §5)', () => {
    expect(needsRatioWarning(560, 798)).toBe(true);
    expect(needsRatioWarning(800, 400)).toBe(true);
    expect(needsRatioWarning(500, 800)).toBe(false);
  });

  it('never shows the same two-decimal ratio as actual and recommended', () => {
    for (let width = 400; width <= 700; width++) {
      if (needsRatioWarning(width, 798)) expect((width / 798).toFixed(2)).not.toBe(slotRatioText(MEDIA_SLOTS.product));
    }
  });

  it('judges a slider banner by the banner ratio: a landscape banner passes, a portrait picture asks', () => {
    expect(needsRatioWarning(1200, 400, MEDIA_SLOTS.slider)).toBe(false);
    expect(needsRatioWarning(1500, 500, MEDIA_SLOTS.slider)).toBe(false);
    expect(needsRatioWarning(532, 798, MEDIA_SLOTS.slider)).toBe(true);
    expect(needsRatioWarning(1200, 1200, MEDIA_SLOTS.slider)).toBe(true);
  });

  it('asks about an avatar that is not square, and never about a size that could not be read', () => {
    expect(needsRatioWarning(512, 512, MEDIA_SLOTS.square)).toBe(false);
    expect(needsRatioWarning(1200, 400, MEDIA_SLOTS.square)).toBe(true);
    expect(needsRatioWarning(0, 0, MEDIA_SLOTS.slider)).toBe(false);
  });

  it('gives the example of the slot it asks for', () => {
    expect(MEDIA_MESSAGES.ratioQuestion('0.67', slotRatioText(MEDIA_SLOTS.slider), '1200x400')).toContain(
      'about 3.00 (for example 1200x400)',
    );
  });
});
