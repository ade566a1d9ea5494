/**
 * WCAG 2.x contrast: a colour's relative luminance and the ratio of two colours, as axe and the WCAG define them.
 * Colours as CSS writes them: `#rrggbb`, or `rgb(r, g, b)` / `rgba(r, g, b, a)` as getComputedStyle gives them.
 */
export function rgbOf(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color.trim());
  if (hex)
    return [
      Number.parseInt(hex[1] ?? '', 16),
      Number.parseInt(hex[2] ?? '', 16),
      Number.parseInt(hex[3] ?? '', 16),
    ];
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[,/]\s*([\d.]+%?)\s*)?\)$/.exec(
    color.trim(),
  );
  if (rgb && (rgb[4] === undefined || rgb[4] === '1' || rgb[4] === '100%')) {
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  }
  throw new Error(`cor não opaca ou em formato desconhecido: ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = rgbOf(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
