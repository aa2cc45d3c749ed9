'use client';

import { ImageUp } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useId, useState, type DragEvent } from 'react';
import { cn } from '@/lib/ui/cn';

/** Drag-and-drop or browse for several images; every file is handed on (the caller refuses non-images). */
export function ImageDropZone({ onFiles }: { onFiles: (files: File[]) => void }) {
  const t = useTranslations('InstagramImport');
  const inputId = useId();
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    onFiles(Array.from(event.dataTransfer.files));
  };

  return (
    <div
      data-testid="image-drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center gap-2 rounded-lg border-2 border-dashed border-input p-6 text-center text-sm text-muted-foreground transition-colors',
        dragging && 'border-primary bg-primary/5',
      )}
    >
      <ImageUp aria-hidden className="size-8" />
      <p>{t('dropHere')}</p>
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center rounded-md border bg-card px-4 font-medium text-foreground hover:bg-muted focus-within:ring-2 focus-within:ring-ring"
      >
        {t('browse')}
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          onChange={(event) => {
            onFiles(Array.from(event.target.files ?? []));
            event.target.value = '';
          }}
        />
      </label>
    </div>
  );
}
