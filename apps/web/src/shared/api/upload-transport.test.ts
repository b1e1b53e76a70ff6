import { z } from "zod";
import { envelopeSchema } from "@mobex/contracts/envelope";
import { defineEndpoint } from "@mobex/contracts/endpoint";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renewableApiSession } from "../../test/api-session";
import { callWithUploadProgress } from "./api-client";
import { isApiError } from "./api-error";

const storeEndpoint = defineEndpoint({
  method: "POST",
  path: "/webrtc/mobex/store/",
  request: z.object({ token: z.string().min(1), content: z.string() }),
  answer: envelopeSchema(z.object({ id: z.string() }).nullable()),
});

interface Exchange {
  readonly body: unknown;
  /** The answer's HTTP status and text; null: the network fails. */
  readonly answer: { readonly status: number; readonly text: string } | null;
}

const answerOf = (code: number, data: unknown) => ({
  status: code === 407 ? 401 : code,
  text: JSON.stringify({
    status: code < 300 ? "success" : "error",
    responses: [{ code, message: "M" }],
    data,
  }),
});

/** XMLHttpRequest as the browser runs it: the body goes out in two halves, then the answer loads. */
function fakeXhr(answers: Exchange["answer"][]): Exchange[] {
  const exchanges: Exchange[] = [];
  class FakeXhr extends EventTarget {
    readonly upload = new EventTarget();
    status = 0;
    statusText = "";
    responseText = "";
    withCredentials = false;
    open(method: string, path: string) {
      expect([method, path]).toEqual(["POST", "/webrtc/mobex/store/"]);
    }
    setRequestHeader(name: string, value: string) {
      expect([name, value]).toEqual(["Content-Type", "application/json"]);
    }
    send(body: string) {
      const answer = answers.shift() ?? null;
      exchanges.push({ body: JSON.parse(body) as unknown, answer });
      queueMicrotask(() => {
        if (answer === null) return void this.dispatchEvent(new Event("error"));
        for (const loaded of [body.length / 2, body.length]) {
          this.upload.dispatchEvent(
            new ProgressEvent("progress", { lengthComputable: true, loaded, total: body.length }),
          );
        }
        this.status = answer.status;
        this.responseText = answer.text;
        this.dispatchEvent(new Event("load"));
      });
    }
  }
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  return exchanges;
}

describe("a call with upload progress", () => {
  renewableApiSession();
  afterEach(() => vi.unstubAllGlobals());

  it("reports the bytes sent and answers the envelope's data", async () => {
    const exchanges = fakeXhr([answerOf(200, { id: "a1" })]);
    const progress: [number, number][] = [];
    const answer = await callWithUploadProgress(storeEndpoint, { content: "x".repeat(100) }, (sent, total) =>
      progress.push([sent, total]),
    );
    expect(answer.data).toEqual({ id: "a1" });
    expect(exchanges[0]?.body).toEqual({ content: "x".repeat(100), token: "jwe-1" });
    const total = progress[0]?.[1] ?? 0;
    expect(total).toBeGreaterThan(100);
    expect(progress).toEqual([
      [total / 2, total],
      [total, total],
    ]);
  });

  it("renews an expired token and sends again, as every call does", async () => {
    const exchanges = fakeXhr([answerOf(407, null), answerOf(200, { id: "a2" })]);
    const answer = await callWithUploadProgress(storeEndpoint, { content: "y" }, () => undefined);
    expect(answer.data).toEqual({ id: "a2" });
    expect(exchanges.map((exchange) => (exchange.body as { token: string }).token)).toEqual([
      "jwe-1",
      "jwe-2",
    ]);
  });

  it("keeps the server's refusal code and text", async () => {
    fakeXhr([answerOf(413, null)]);
    const answer = await callWithUploadProgress(storeEndpoint, { content: "z" }, () => undefined);
    expect([answer.code, answer.message]).toEqual([413, "M"]);
  });

  it("fails as a network error when the server cannot be reached", async () => {
    fakeXhr([null]);
    const failure: unknown = await callWithUploadProgress(
      storeEndpoint,
      { content: "z" },
      () => undefined,
    ).catch((error: unknown) => error);
    expect(isApiError(failure, "network")).toBe(true);
  });
});
