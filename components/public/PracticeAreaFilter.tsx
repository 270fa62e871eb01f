"use client";

import { useState } from "react";
import type { PracticeAreaSlug } from "@/lib/firm";

/**
 * Toggle buttons that narrow the server-rendered attorney grid `gridId` to one practice area (each
 * card lists its practice areas' slugs in `data-areas`). The
 * grid stays a server component: the buttons only hide and show its cards, so the page ships this
 * small component rather than the whole grid to the browser.
 */
export function PracticeAreaFilter({ gridId, areas }: { gridId: string; areas: readonly { slug: PracticeAreaSlug; name: string }[] }) {
  const [selected, setSelected] = useState<PracticeAreaSlug | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function choose(slug: PracticeAreaSlug) {
    const next = selected === slug ? null : slug;
    const cards = Array.from(document.getElementById(gridId)?.children ?? []) as HTMLElement[];
    let shown = 0;
    for (const card of cards) {
      const match = next === null || (card.dataset.areas ?? "").split(" ").includes(next);
      card.hidden = !match;
      if (match) shown += 1;
    }
    setSelected(next);
    const noun = (count: number) => (count === 1 ? "attorney" : "attorneys");
    const area = areas.find((candidate) => candidate.slug === next)?.name;
    setAnnouncement(area ? `Showing ${shown} of ${cards.length} ${noun(cards.length)}: ${area}` : `Showing all ${cards.length} ${noun(cards.length)}`);
  }

  return (
    <div className="mx-auto mt-8 max-w-4xl">
      <ul className="flex flex-wrap justify-center gap-2" aria-label="Filter attorneys by practice area">
        {areas.map((area) => {
          const pressed = selected === area.slug;
          return (
            <li key={area.slug}>
              <button
                type="button"
                aria-pressed={pressed}
                aria-controls={gridId}
                onClick={() => choose(area.slug)}
                className={`min-h-11 rounded-full border px-4 py-1.5 text-sm font-medium ${
                  pressed ? "border-navy-800 bg-navy-800 text-white" : "border-navy-200 bg-white text-navy-800 hover:border-navy-600"
                }`}
              >
                {area.name}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="mt-3 min-h-6 text-center text-sm text-slate-600">
        {announcement}
      </p>
    </div>
  );
}
