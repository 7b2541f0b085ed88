/** `data:<type>;base64,<data>` as bytes and their type; null when it is not one. */
export function decodeDataUrl(dataUrl: string): { mimeType: string; bytes: Buffer } | null {
  const match = /^data:([^;,]+)(?:;[^,]*)?;base64,(.*)$/s.exec(dataUrl);
  if (!match) return null;
  return { mimeType: match[1]!.toLowerCase(), bytes: Buffer.from(match[2]!, 'base64') };
}
