import { vi } from "vitest";

export interface SeenRequest {
  readonly method: string;
  readonly url: URL;
  readonly body: unknown;
  readonly headers: Headers;
}

type Handler = (request: SeenRequest) => Response | undefined;

/**
 * An envelope answer as the platform sends it: the HTTP status mirrors responses[0].code, except a 204
 * (HTTP 200) and a 407, which goes out as HTTP 401 with a Bearer challenge (ARCHITECTURE.md: browsers
 * refuse a 407 from an origin server).
 */
export function envelope(code: number, data: unknown = null, message = "OK"): Response {
  const status = code >= 200 && code < 600 ? code : 200;
  const expired = status === 407;
  return new Response(
    JSON.stringify({ status: code < 300 ? "success" : "error", responses: [{ code, message }], data }),
    {
      status: status === 204 ? 200 : expired ? 401 : status,
      headers: {
        "Content-Type": "application/json",
        ...(expired ? { "WWW-Authenticate": 'Bearer error="invalid_token"' } : {}),
      },
    },
  );
}

/**
 * Replaces fetch with handlers tried in order; every request is recorded. Unanswered requests fail
 * loudly, so a test never depends on a request it did not expect.
 */
export function mockFetch(...handlers: Handler[]): { requests: SeenRequest[] } {
  const requests: SeenRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string | URL, init?: RequestInit) => {
      const url = new URL(input, "http://localhost");
      const body = typeof init?.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      const request = { method: init?.method ?? "GET", url, body, headers: new Headers(init?.headers) };
      requests.push(request);
      for (const handler of handlers) {
        const answer = handler(request);
        if (answer) return Promise.resolve(answer);
      }
      return Promise.reject(new Error(`Unexpected request ${request.method} ${url.pathname}`));
    }),
  );
  return { requests };
}

/** Answers requests to one path, in order; the last answer repeats. */
export function on(path: string, ...answers: (() => Response)[]): Handler {
  let index = 0;
  return (request) => {
    if (request.url.pathname !== path) return undefined;
    const answer = answers[Math.min(index, answers.length - 1)];
    index += 1;
    return answer?.();
  };
}
