/** The success envelope every /api route answers with (docs/PRODUCT.md §7.1): status 1, a message, the data. */
export function ok<T>(data: T, message = ''): { status: 1; message: string; data: T } {
  return { status: 1, message, data };
}
