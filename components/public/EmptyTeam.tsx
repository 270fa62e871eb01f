import { TEXTS } from "@/lib/texts";

export function EmptyTeam() {
  return (
    <p role="status" className="mx-auto max-w-md rounded-xl border border-dashed border-navy-200 bg-white px-6 py-10 text-center text-slate-600">
      {TEXTS.noTeamMembers}
    </p>
  );
}
