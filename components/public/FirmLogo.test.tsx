import { readFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { FirmLogo } from "./FirmLogo";

/** The drawing inside the outer <svg>, with spacing between tags and self-closing slashes dropped. */
function drawing(markup: string): string {
  const inner = markup.slice(markup.indexOf(">") + 1, markup.lastIndexOf("</svg>"));
  return inner
    .replace(/>\s+</g, "><")
    .replace(/\s*\/>/g, ">")
    .replace(/<\/(path|rect|circle)>/g, "")
    .trim();
}

test.each([
  ["public", "logo.svg"],
  ["app", "icon.svg"],
])("the logo drawn in the page is the drawing of %s/%s", (folder, name) => {
  const file = readFileSync(path.join(process.cwd(), folder, name), "utf8");
  expect(drawing(renderToStaticMarkup(<FirmLogo className="h-10 w-10" />))).toBe(drawing(file));
});

test("the drawn logo is decorative and not focusable", () => {
  const markup = renderToStaticMarkup(<FirmLogo className="h-10 w-10" />);
  expect(markup).toMatch(/^<svg aria-hidden="true" focusable="false"/);
});
