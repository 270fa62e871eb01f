import Link from "next/link";
import { FIRM_NAME } from "@/lib/firm";
import { FirmLogo } from "./FirmLogo";
import { SiteNav } from "./SiteNav";

export function SiteHeader() {
  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-navy-900 shadow-lg">
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link href="/" prefetch={false} className="on-dark flex min-w-0 items-center gap-3 rounded-md text-white">
          <FirmLogo className="h-10 w-10 shrink-0" />
          <span className="min-w-0 leading-tight">
            <span aria-hidden="true">
              <span className="block truncate font-serif text-lg font-semibold tracking-wide">Kamara &amp; Associates</span>
              <span className="block text-xs uppercase tracking-[0.2em] text-gold-300">Chambers</span>
            </span>
            <span className="sr-only">{FIRM_NAME}, home</span>
          </span>
        </Link>
        <SiteNav />
      </div>
    </header>
  );
}
