import { describe, expect, it } from 'vitest';
import { FONT_FILES, fontFaceCss, fontFilePath } from './brand-font-files';
import { BRAND_FONTS, fontStack, WEB_FONTS, webFontOf } from './brand-fonts';
import { brandDraftInput, siteBrand } from './console-brand';

const fontRule = brandDraftInput.shape.font;

describe('the typefaces a brand may have', () => {
  it('takes a font of the list, `system` when none is given', () => {
    expect(fontRule.parse('lora')).toBe('lora');
    expect(fontRule.parse(undefined)).toBe('system');
    expect(BRAND_FONTS).toEqual(['system', ...Object.keys(WEB_FONTS)]);
    expect(Object.keys(FONT_FILES)).toEqual(Object.keys(WEB_FONTS));
  });

  it('refuses a font not on the list, saying so (tried: another family, a path, a casing, a prototype key)', () => {
    for (const font of ['comic-sans', '../package', 'Lora', 'toString', '']) {
      const parsed = fontRule.safeParse(font);
      expect(parsed.success, font).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('must be a typeface this site serves');
    }
    expect(siteBrand.shape.font.safeParse('comic-sans').success).toBe(false);
  });

  it('names a served font only for a font of the list (`system` and unknown names load nothing)', () => {
    expect(webFontOf('inter')).toBe('inter');
    for (const font of ['system', undefined, 'toString', 'constructor', 'comic-sans'])
      expect(webFontOf(font)).toBeUndefined();
  });

  it('serves each subset at an address with its version, and draws the family before its fallback', () => {
    expect(fontFilePath('source-serif-4', 'latin')).toBe('/fonts/source-serif-4/latin-5.3.1.woff2');
    expect(fontFilePath('inter', 'latin-ext')).toBe('/fonts/inter/latin-ext-5.3.0.woff2');
    expect(fontStack('nunito')).toBe("'Nunito Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif");
  });

  it('declares one @font-face per subset: swap, the weight axis and the subset’s characters', () => {
    const css = fontFaceCss('lora');
    const faces = css.split('\n');
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain("font-family:'Lora Variable'");
    expect(faces[0]).toContain("src:url(/fonts/lora/latin-5.3.0.woff2) format('woff2')");
    expect(faces[0]).toContain('unicode-range:U+0000-00FF,');
    expect(faces[1]).toContain("src:url(/fonts/lora/latin-ext-5.3.0.woff2) format('woff2')");
    expect(faces[1]).toContain('unicode-range:U+0100-02BA,');
    for (const face of faces) {
      expect(face).toContain('font-display:swap');
      expect(face).toContain('font-weight:400 700');
    }
    // Nothing in it could close the <style> element it is written into.
    for (const font of Object.keys(WEB_FONTS) as (keyof typeof WEB_FONTS)[])
      expect(fontFaceCss(font)).not.toMatch(/[<>]/);
  });
});
