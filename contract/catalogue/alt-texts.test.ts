import { describe, expect, it } from 'vitest';
import { altTextOf, altTextsOf } from './alt-texts';

describe('alt texts from altTagMap (seed §3)', () => {
  const altTagMap = {
    'saree-front.jpg': 'Red silk saree, front',
    'saree-back.jpg': 'Red silk saree, back',
    'banner.jpg': 'Festive sale banner',
  };

  it('gives the main image, the banner and each other image the alt text the map holds for its name', () => {
    expect(
      altTextsOf({
        altTagMap,
        mainImage: 'saree-front.jpg',
        banner_Image: 'banner.jpg',
        otherImages: ['saree-back.jpg', 'saree-front.jpg'],
      }),
    ).toEqual({
      mainImage: 'Red silk saree, front',
      banner_Image: 'Festive sale banner',
      otherImages: ['Red silk saree, back', 'Red silk saree, front'],
    });
  });

  it("gives a name missing from the map an empty alt text, keeping the other images' order", () => {
    expect(
      altTextsOf({
        altTagMap,
        mainImage: 'unknown.jpg',
        banner_Image: 'banner.jpg',
        otherImages: ['x.jpg', 'saree-back.jpg', 'y.jpg'],
      }),
    ).toEqual({
      mainImage: '',
      banner_Image: 'Festive sale banner',
      otherImages: ['', 'Red silk saree, back', ''],
    });
  });

  it('gives empty alt texts when the map or the names are missing', () => {
    expect(altTextsOf({})).toEqual({ mainImage: '', banner_Image: '', otherImages: [] });
    expect(
      altTextsOf({
        altTagMap: null,
        mainImage: 'saree-front.jpg',
        banner_Image: null,
        otherImages: ['saree-back.jpg'],
      }),
    ).toEqual({ mainImage: '', banner_Image: '', otherImages: [''] });
    expect(altTextsOf({ altTagMap, mainImage: '', banner_Image: undefined, otherImages: null })).toEqual({
      mainImage: '',
      banner_Image: '',
      otherImages: [],
    });
  });

  it('matches names exactly (case and all) and never reads an inherited property as an alt text', () => {
    expect(altTextOf(altTagMap, 'SAREE-FRONT.JPG')).toBe('');
    expect(altTextOf(altTagMap, 'constructor')).toBe('');
    expect(altTextOf(altTagMap, '__proto__')).toBe('');
    expect(altTextOf({ 'a.jpg': '' }, 'a.jpg')).toBe('');
  });
});
