import type { MediaStore } from './create-media-store.ts';
import type { SimFile } from './types.ts';

// A 1x1 PNG and a one-page PDF: enough for a thumbnail and a download.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** An inbound `image: true` or `document: true`: a small generated file, served like sent ones. */
export function sampleFile(field: 'image' | 'document', media: MediaStore): SimFile {
  if (field === 'image') return { url: media.save(PNG, 'image/png'), mimeType: 'image/png' };
  return {
    url: media.save(PDF, 'application/pdf'),
    mimeType: 'application/pdf',
    fileName: 'preparo-exame.pdf',
  };
}
