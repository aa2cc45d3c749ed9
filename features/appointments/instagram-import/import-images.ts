/**
 * The images of an Instagram import and their statuses (spec point 2): uploaded → processing →
 * completed or error; Try Again sends an image in error back to processing. Pure.
 */
import type { ExtractionResult } from './mock-analysis';

export type ImportImageStatus = 'uploaded' | 'processing' | 'completed' | 'error';

export type ImportImage = {
  id: string;
  fileName: string;
  /** A local URL of the image for its thumbnail. */
  previewUrl?: string;
  status: ImportImageStatus;
  result?: ExtractionResult;
  error?: string;
  /** Set once Create Appointment succeeded for this image. */
  created?: { appointmentId: string; date: string; time: string };
};

export type ImportEvent =
  | { type: 'added'; images: readonly { id: string; fileName: string; previewUrl?: string }[] }
  | { type: 'started'; id: string }
  | { type: 'completed'; id: string; result: ExtractionResult }
  | { type: 'failed'; id: string; message: string }
  | { type: 'created'; id: string; created: NonNullable<ImportImage['created']> }
  | { type: 'removed'; id: string }
  | { type: 'cleared' };

/** Which status each event may follow; any other combination leaves the image as it is. */
const ALLOWED_FROM: Partial<Record<ImportEvent['type'], readonly ImportImageStatus[]>> = {
  started: ['uploaded', 'error'],
  completed: ['processing'],
  failed: ['processing'],
  created: ['completed'],
};

function apply(image: ImportImage, event: Exclude<ImportEvent, { type: 'added' | 'removed' | 'cleared' }>): ImportImage {
  if (image.id !== event.id || image.created || !ALLOWED_FROM[event.type]?.includes(image.status)) return image;
  switch (event.type) {
    case 'started':
      return { id: image.id, fileName: image.fileName, previewUrl: image.previewUrl, status: 'processing' };
    case 'completed':
      return { ...image, status: 'completed', result: event.result };
    case 'failed':
      return { ...image, status: 'error', error: event.message };
    case 'created':
      return { ...image, created: event.created };
  }
}

export function importImagesReducer(images: ImportImage[], event: ImportEvent): ImportImage[] {
  switch (event.type) {
    case 'added':
      return [...images, ...event.images.map((image) => ({ ...image, status: 'uploaded' as const }))];
    case 'removed':
      return images.filter((image) => image.id !== event.id);
    case 'cleared':
      return [];
    default:
      return images.map((image) => apply(image, event));
  }
}

/** Spec point 5 "Import": image files only. Splits a drop or a pick into images and the refused. */
export function partitionImageFiles<F extends { name: string; type: string }>(files: readonly F[]): { images: F[]; refused: F[] } {
  const images: F[] = [];
  const refused: F[] = [];
  for (const file of files) (file.type.startsWith('image/') ? images : refused).push(file);
  return { images, refused };
}
