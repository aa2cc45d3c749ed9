'use client';

import { CheckCircle2, LoaderCircle, RotateCcw } from 'lucide-react';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ImportImage, ImportImageStatus } from '@/features/appointments/instagram-import/import-images';
import { cn } from '@/lib/ui/cn';

const STATUS: Record<ImportImageStatus, { label: string; variant: BadgeVariant }> = {
  uploaded: { label: 'Uploaded', variant: 'secondary' },
  processing: { label: 'Processing', variant: 'warning' },
  completed: { label: 'Completed', variant: 'success' },
  error: { label: 'Error', variant: 'danger' },
};

type Props = {
  images: ImportImage[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  onRetry: (image: ImportImage) => void;
};

/** Each image with its status; an analysed one can be reviewed, a failed one tried again. */
export function ImportImageList({ images, selectedId, onSelect, onRetry }: Props) {
  return (
    <ul className="flex flex-col gap-2" aria-label="Images">
      {images.map((image) => {
        const status = STATUS[image.status];
        return (
          <li
            key={image.id}
            data-image={image.fileName}
            data-status={image.status}
            className={cn('flex flex-wrap items-start gap-3 rounded-md border p-2', image.id === selectedId && 'border-primary bg-primary/5')}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a local object URL: nothing for next/image to optimise */}
            {image.previewUrl && <img src={image.previewUrl} alt="" className="size-14 shrink-0 rounded object-cover" />}
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="truncate text-sm font-medium">{image.fileName}</span>
              <span className="flex flex-wrap items-center gap-2">
                <Badge variant={status.variant}>
                  {image.status === 'processing' && <LoaderCircle aria-hidden className="size-3 animate-spin" />}
                  {status.label}
                </Badge>
                {image.created && (
                  <span className="inline-flex items-center gap-1 text-xs text-success">
                    <CheckCircle2 aria-hidden className="size-3" /> Appointment created
                  </span>
                )}
              </span>
            </div>
            {image.status === 'error' && (
              <Button variant="outline" onClick={() => onRetry(image)}>
                <RotateCcw aria-hidden />
                Try Again
              </Button>
            )}
            {image.status === 'completed' && image.id !== selectedId && (
              <Button variant="outline" onClick={() => onSelect(image.id)} aria-label={`Review ${image.fileName}`}>
                Review
              </Button>
            )}
            {/* A row of its own: beside the preview and the button it was squeezed to a few words a line. */}
            {image.error && <p className="basis-full text-sm text-danger">{image.error}</p>}
          </li>
        );
      })}
    </ul>
  );
}
