"use client";

import { useEffect, useId, useState, type ChangeEvent } from "react";
import { TEXTS } from "@/lib/texts";
import { errorMessage } from "./api-client";
import type { ImageRecord } from "./types";
import { ui } from "./ui";
import { imageFileProblem, uploadImage } from "./upload-image";

interface Props {
  image: ImageRecord | null;
  onChange(image: ImageRecord | null): void;
  /** Lets the form wait for an upload in flight before it saves. */
  onBusyChange?(busy: boolean): void;
  describedBy?: string;
}

/** Profile image: preview, removal cross, client checks, upload progress, previous image back on failure. */
export function ImageUploader({ image, onChange, onBusyChange, describedBy }: Props) {
  const inputId = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState("");

  useEffect(() => {
    return () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    };
  }, [localPreview]);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setError("");
    setLocalPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusyChange?.(true);
    try {
      onChange(await uploadImage(file, setProgress));
    } catch (failure) {
      // The preview returns to the image that was there before.
      setError(errorMessage(failure, TEXTS.imageUploadFailed));
    } finally {
      setLocalPreview(null);
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  const preview = localPreview ?? image?.url ?? null;
  const uploading = progress !== null;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="relative h-40 w-40 shrink-0 overflow-hidden rounded-lg border-2 border-dashed border-slate-300 bg-slate-50">
        {preview ? (
          // eslint-disable-next-line @next/next/no-img-element -- a local blob or an already optimized upload
          <img src={preview} alt="Profile image preview" className="h-full w-full object-cover" data-testid="image-preview" />
        ) : (
          <div className="flex h-full items-center justify-center px-2 text-center text-sm text-slate-500">No image</div>
        )}
        {image && !uploading && (
          <button
            type="button"
            onClick={() => {
              setError("");
              onChange(null);
            }}
            className={`absolute right-1 top-1 rounded-full bg-red-600 px-2 py-0.5 text-white hover:bg-red-700 ${ui.focus}`}
            aria-label="Remove image"
          >
            ×
          </button>
        )}
      </div>
      <div className="space-y-2 text-sm">
        <label htmlFor={inputId} className={ui.label}>
          Upload Image
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          onChange={onFile}
          disabled={uploading}
          aria-describedby={describedBy}
          className={`block text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-blue-50 file:px-3 file:py-2 file:font-semibold file:text-blue-800 ${ui.focus}`}
        />
        <p className="text-slate-600">Recommended: 400x400px square</p>
        <p className="text-slate-600">PNG, JPG, GIF</p>
        <p className="text-slate-600">Images are optimized automatically</p>
        {uploading && (
          <div>
            <progress max={100} value={progress} aria-label="Upload progress" className="w-48" />
            <span className="ml-2 text-slate-700">Uploading... {progress}%</span>
          </div>
        )}
        {error && (
          <p role="alert" className={ui.fieldError}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
