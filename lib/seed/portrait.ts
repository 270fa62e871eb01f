import sharp from "sharp";

/** A simple monogram portrait for demo attorneys, so a first start needs no shipped photos. */
export function portraitPng(initials: string, hue: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="hsl(${hue},45%,38%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},50%,22%)"/>
  </linearGradient></defs>
  <rect width="400" height="400" fill="url(#g)"/>
  <circle cx="200" cy="160" r="70" fill="rgba(255,255,255,0.18)"/>
  <path d="M70 400c10-90 70-140 130-140s120 50 130 140z" fill="rgba(255,255,255,0.18)"/>
  <text x="200" y="178" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
