import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { voicemailDeleteEndpoint } from "@mobex/contracts/voicemail-box";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { call, configureApiSession } from "../../../shared/api/api-client";
import { useNotifyStore } from "../../../shared/ui/notify-store";
import { voicemailTexts } from "../model/voicemail-texts";
import { changeFailed } from "./voicemail-changes";
import { voicemailListQueryOptions } from "./voicemail-list";

const DELETE = "/webrtc/mobex/voicemail/delete";
const LIST = "/webrtc/mobex/voicemail/list";
const GONE = {
  status: "error",
  responses: [{ code: 410, message: "This voicemail message no longer exists" }],
  data: null,
};

describe("a voicemail change that failed", () => {
  afterEach(() => {
    configureApiSession(null);
    useNotifyStore.setState({ queue: [] });
  });

  it("reads a message deleted on another device as gone: no renewal, the list again, a notice", async () => {
    let renewals = 0;
    configureApiSession({ jwetoken: () => "jwe", renew: () => Promise.resolve(++renewals > 0) });
    const { requests } = mockFetch(
      on(DELETE, () => new Response(JSON.stringify(GONE), { status: 410 })),
      on(LIST, () => envelope(200, { messages: [] })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(voicemailListQueryOptions());
    const stopObserving = new QueryObserver(client, voicemailListQueryOptions()).subscribe(() => undefined);

    const failure = await call(voicemailDeleteEndpoint, { id: "0b0c6f5e-3f7a-4a57-9d0c-6b2f4a1e9e11" }).catch(
      (error: unknown) => error,
    );
    changeFailed(client, failure);

    expect(renewals).toBe(0);
    expect(useNotifyStore.getState().queue.map((notice) => [notice.message, notice.severity])).toEqual([
      [voicemailTexts.gone, "info"],
    ]);
    await expect.poll(() => requests.map((request) => request.url.pathname)).toEqual([LIST, DELETE, LIST]);
    stopObserving();
  });

  it("says a change failed for any other answer", () => {
    changeFailed(new QueryClient(), new Error("network down"));
    expect(useNotifyStore.getState().queue.map((notice) => notice.severity)).toEqual(["error"]);
  });
});
