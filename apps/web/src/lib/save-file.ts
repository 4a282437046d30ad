const REVOKE_AFTER_MS = 30_000;

/** Hands a downloaded file to the browser as a download, then lets its object URL go. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // the download reads the blob after the click returns; revoking at once can cancel it
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
