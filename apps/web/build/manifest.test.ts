// @vitest-environment node
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

const publicDir = new URL('../public/', import.meta.url);
const html = readFileSync(new URL('../index.html', import.meta.url), 'utf8');
const manifest = JSON.parse(readFileSync(new URL('manifest.webmanifest', publicDir), 'utf8')) as {
  name?: string;
  short_name?: string;
  lang?: string;
  start_url?: string;
  scope?: string;
  id?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  prefer_related_applications?: boolean;
  icons?: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
};

/** Width and height from a PNG's IHDR chunk (bytes 16 to 24), after checking the signature. */
function pngSize(file: string): [number, number] {
  const bytes = readFileSync(new URL(`.${file}`, publicDir));
  expect(bytes.subarray(0, 8)).toEqual(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]));
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

/**
 * The web app manifest against what browsers require to install an app (Chrome's and
 * Lighthouse's installability checks): a name, icons of 192 and 512 px that exist and are that
 * size, a start URL inside the scope, a standalone display, and the page linking it.
 */
describe('the web app manifest', () => {
  it('names the app in pt-BR and opens standalone at the board', () => {
    expect(manifest.name).toBe('Conecta Clínica');
    expect(manifest.short_name).toBeTruthy();
    expect(manifest.short_name!.length).toBeLessThanOrEqual(15);
    expect(manifest.lang).toBe('pt-BR');
    expect(manifest.display).toBe('standalone');
    expect(manifest.start_url).toBe('/dashboard');
    expect(manifest.start_url!.startsWith(manifest.scope!)).toBe(true);
    expect(manifest.prefer_related_applications).not.toBe(true);
  });

  it('has PNG icons of 192 and 512 px that really are that size, one maskable', () => {
    const icons = manifest.icons ?? [];
    for (const size of [192, 512]) {
      const icon = icons.find((i) => i.sizes === `${size}x${size}` && i.type === 'image/png');
      expect(icon, `ícone ${size}`).toBeDefined();
      expect(pngSize(icon!.src)).toEqual([size, size]);
    }
    expect(icons.some((i) => i.purpose?.split(' ').includes('maskable'))).toBe(true);
  });

  it("takes its colours from the app's palette, as the page's theme-color does", () => {
    const css = readFileSync(new URL('../src/index.css', import.meta.url), 'utf8');
    const primary = /--color-primary:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    const background = /--color-background:\s*(#[0-9a-f]{6})/i.exec(css)?.[1];
    expect(manifest.theme_color).toBe(primary);
    expect(manifest.background_color).toBe(background);
    expect(html).toContain(`<meta name="theme-color" content="${primary}" />`);
  });

  it('is linked from the page', () => {
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
  });
});
