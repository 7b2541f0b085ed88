import { attachmentKind, attachmentMaxBytes, MSG, type AttachmentKind } from '@conecta/contract';

const A = MSG.attachments;

/** A file picked, dropped or pasted, checked before it is shown as ready to send. */
export type Attachment = { file: File; kind: AttachmentKind };

/** The file as an attachment, or the pt-BR reason it cannot be sent (type, size, empty). */
export function checkAttachment(file: File): Attachment | { error: string } {
  const kind = attachmentKind(file.type || '');
  if (!kind) return { error: A.typeNotAllowed };
  if (file.size === 0) return { error: A.fileEmpty };
  if (file.size > attachmentMaxBytes(kind)) {
    return { error: kind === 'image' ? A.imageTooLarge : A.documentTooLarge };
  }
  return { file, kind };
}

/** A pasted picture has no name of its own ('image.png'): it gets one with the time. */
export function attachmentName(file: File, now: Date): string {
  if (file.name && file.name !== 'image.png') return file.name;
  const ext = file.type.split('/')[1] ?? 'png';
  const stamp = now.toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return `imagem-${stamp}.${ext === 'jpeg' ? 'jpg' : ext}`;
}

/** The file as a `data:<type>;base64,...` URL, as the server takes it. */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('leitura do arquivo falhou'));
    reader.readAsDataURL(file);
  });
}
