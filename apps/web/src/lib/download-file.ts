/** Has the browser download `url` as a file named `fileName`, through a hidden link. */
export function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Hands `content` to the browser as a file download named `fileName`. */
export function downloadFile(content: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  downloadUrl(url, fileName);
  // Revoked a moment later: some browsers still read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
