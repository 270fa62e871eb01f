import sharp from "sharp";

/**
 * A monogram portrait for demo attorneys, so a first start needs no shipped photos: the initials
 * on a calm colour field, plainly a monogram rather than a stand-in for a photograph.
 */
export function portraitSvg(initials: string, hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},42%,34%)"/><stop offset="1" stop-color="hsl(${(hue + 30) % 360},48%,20%)"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="200" cy="200" r="128" fill="none" stroke="#d9ad5b" stroke-opacity="0.75" stroke-width="4"/>
  <text x="200" y="238" font-family="DejaVu Serif, Georgia, serif" font-size="112" font-weight="600" letter-spacing="4" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
}

export function portraitPng(initials: string, hue: number): Promise<Buffer> {
  return sharp(Buffer.from(portraitSvg(initials, hue)))
    .png()
    .toBuffer();
}
