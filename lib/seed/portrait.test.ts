/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { portraitSvg } from "./portrait";

test("a demo portrait is the initials on a colour field, with no figure drawn", () => {
  const svg = portraitSvg("MC", 210);
  expect(svg).toContain(">MC</text>");
  expect(svg).not.toContain("<path");
  expect(svg).not.toMatch(/rgba\(255,\s*255,\s*255,\s*0\.18\)/);
});

test("the missing-photo placeholder shows the firm's mark, not a silhouette", () => {
  const svg = readFileSync(path.join(process.cwd(), "public/placeholder-attorney.svg"), "utf8");
  expect(svg).toContain('aria-label="No photo available"');
  // The silhouette was a head (a filled circle) over shoulders (a filled path); the mark is outlines only.
  expect(svg).not.toMatch(/<circle[^>]*fill="#(?!15294b)[0-9a-f]{6}"/i);
  expect(svg).not.toMatch(/<path[^>]*fill="#/i);
});
