/** The Arabic letters block (hamza to yeh): a message containing none is not written in Arabic. */
export const ARABIC_LETTERS = /[\u0621-\u064A]/;

export interface SeenResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The message of a refusal: the api's `message`, the payment host's `Message`, or an HTML page's text. */
export function refusalMessage(response: SeenResponse): string {
  const type = String(response.headers['content-type'] ?? '');
  if (type.includes('text/html')) return response.body.replace(/<[^>]*>/g, ' ');
  try {
    const parsed = JSON.parse(response.body) as { message?: unknown; Message?: unknown };
    const message = parsed.message ?? parsed.Message;
    return typeof message === 'string' ? message : '';
  } catch {
    return '';
  }
}

/**
 * Why a response breaks the rule "never a 5xx; every refusal a 4xx that says why in Arabic", or null.
 * HEAD answers carry no body, so only their status counts.
 */
export function refusalProblem(method: string, response: SeenResponse): string | null {
  if (response.statusCode >= 500) return `HTTP ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400 || method === 'HEAD') return null;
  const message = refusalMessage(response);
  if (!ARABIC_LETTERS.test(message))
    return `HTTP ${response.statusCode} without an Arabic message: ${response.body.slice(0, 200)}`;
  return null;
}
