/** WCAG 2.x relative luminance (0 black … 1 white) of a computed CSS `rgb()`/`rgba()` colour. */
export function relativeLuminance(cssColor: string): number {
  const match = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)/.exec(cssColor);
  if (!match) throw new Error(`not an rgb() colour: ${cssColor}`);
  const [r, g, b] = match.slice(1, 4).map((channel) => {
    const c = Number(channel) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}
