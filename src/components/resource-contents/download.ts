/** The last path segment of a URI, usable as a file name; a generic one when there is none. */
export function fileNameFor(uri: string, mimeType: string | undefined): string {
  const tail = uri.split(/[/?#]/).filter((part) => part !== '').pop() ?? '';
  const safe = tail.replace(/[^\w.-]+/g, '_').slice(0, 120);
  if (safe !== '' && safe.includes('.')) return safe;
  const extension = mimeType?.split('/')[1]?.split(/[;+]/)[0] ?? 'bin';
  return `${safe === '' ? 'resource' : safe}.${extension}`;
}

/** Saves bytes as a file through a temporary object URL; nothing is navigated to or executed. */
export function downloadBytes(bytes: Uint8Array, fileName: string, mimeType: string | undefined): void {
  // A copy, so the Blob owns a plain ArrayBuffer whatever the source view was.
  const blob = new Blob([bytes.slice()], { type: 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  anchor.dataset.mimeType = mimeType ?? '';
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
