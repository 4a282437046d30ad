/** Resolves an image path from the API: absolute URLs and rooted paths as they are, else under /uploads. */
export function imageUrl(path: string): string {
  if (/^(https?:)?\/\//.test(path) || path.startsWith('/') || path.startsWith('data:')) return path;
  return `/uploads/${path}`;
}
