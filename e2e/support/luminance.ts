type Rgba = readonly [number, number, number, number];

/** The channels of a computed CSS `rgb()`/`rgba()` colour; alpha 1 when it has none. */
function parse(cssColor: string): Rgba {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+))?/.exec(cssColor);
  if (!match) throw new Error(`not an rgb() colour: ${cssColor}`);
  return [
    Number(match[1]),
    Number(match[2]),
    Number(match[3]),
    match[4] === undefined ? 1 : Number(match[4]),
  ];
}

/** WCAG 2.x relative luminance (0 black … 1 white) of a computed CSS `rgb()`/`rgba()` colour. */
export function relativeLuminance(cssColor: string): number {
  const [r, g, b] = parse(cssColor)
    .slice(0, 3)
    .map((channel) => {
      const c = channel / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * WCAG 2.x contrast ratio (1 … 21) of a computed CSS colour drawn on an opaque background: a
 * translucent foreground is first blended over the background, as the screen shows it.
 */
export function contrastRatio(foreground: string, background: string): number {
  const [fr, fg, fb, alpha] = parse(foreground);
  const [br, bg, bb] = parse(background);
  const mix = (front: number, back: number) => front * alpha + back * (1 - alpha);
  const shown = `rgb(${mix(fr, br)}, ${mix(fg, bg)}, ${mix(fb, bb)})`;
  const [light, dark] = [relativeLuminance(shown), relativeLuminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
