"use client";

import { useEffect, useRef, useState } from "react";

const PLACEHOLDER_IMAGE = "/placeholder-attorney.svg";

/** An attorney's photo that falls back to a neutral placeholder when it cannot be loaded. */
export function AttorneyPhoto({ src, alt, size, className }: { src: string | undefined; alt: string; size: number; className?: string }) {
  const [broken, setBroken] = useState(!src);
  const ref = useRef<HTMLImageElement>(null);

  // An image that failed before this component hydrated fired its error event unheard.
  useEffect(() => {
    const image = ref.current;
    if (image && image.complete && image.naturalWidth === 0 && !image.src.endsWith(PLACEHOLDER_IMAGE)) setBroken(true);
  }, []);

  return (
    // eslint-disable-next-line @next/next/no-img-element -- uploads are already 400x400 WebP; nothing to optimise
    <img
      ref={ref}
      src={broken || !src ? PLACEHOLDER_IMAGE : src}
      alt={alt}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      onError={() => setBroken(true)}
    />
  );
}
