import type { ReactNode } from "react";

/** A section's eyebrow, title and intro; the title is the page's h1 when the section is the page. */
export function SectionHeading({
  as: Tag,
  id,
  eyebrow,
  title,
  children,
  tone = "light",
  align = "center",
}: {
  as: "h1" | "h2";
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "left";
}) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${dark ? "text-gold-300" : "text-gold-700"}`}>{eyebrow}</p>
      <Tag id={id} className={`mt-3 font-serif text-3xl font-semibold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-navy-900"}`}>
        {title}
      </Tag>
      {children ? <div className={`mt-4 text-lg leading-relaxed ${dark ? "text-navy-100" : "text-slate-600"}`}>{children}</div> : null}
    </div>
  );
}
