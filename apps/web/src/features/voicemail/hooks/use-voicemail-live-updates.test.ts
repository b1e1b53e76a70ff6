import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { receiveSipMessage } from "../../../services/sip/message-waiting";
import { envelope, mockFetch, on } from "../../../test/fetch-mock";
import { configureApiSession } from "../../../shared/api/api-client";
import { newVoicemailQueryOptions } from "../api/check-new";
import { voicemailListQueryOptions } from "../api/voicemail-list";
import { refreshOnMessageWaiting } from "./use-voicemail-live-updates";

const CHECK_NEW = "/webrtc/mobex/messages/checknew";
const LIST = "/webrtc/mobex/voicemail/list";

const notice = (contentType: string) => ({
  request: {
    getHeader: (name: string) => (name === "Content-Type" ? contentType : undefined),
    body: "Messages-Waiting: no\r\nVoice-Message: 0/2\r\n",
  },
  message: { reject: () => undefined },
});

describe("the voicemail's live updates", () => {
  afterEach(() => configureApiSession(null));

  it("fetches the count and the list again when a message-waiting MESSAGE arrives", async () => {
    configureApiSession({ jwetoken: () => "jwe", renew: () => Promise.resolve(false) });
    const { requests } = mockFetch(
      on(
        CHECK_NEW,
        () => envelope(200, { count: 1 }),
        () => envelope(200, { count: 0 }),
      ),
      on(LIST, () => envelope(200, { messages: [] })),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const countQuery = newVoicemailQueryOptions("400011003", "1003");
    await client.fetchQuery(countQuery);
    await client.fetchQuery(voicemailListQueryOptions());
    // Observed, as the badge and the page observe them: only active queries are fetched again.
    const stopObserving = [
      new QueryObserver(client, countQuery).subscribe(() => undefined),
      new QueryObserver(client, voicemailListQueryOptions()).subscribe(() => undefined),
    ];
    const seen = () => requests.map((request) => request.url.pathname);
    expect(seen()).toEqual([CHECK_NEW, LIST]);

    const stop = refreshOnMessageWaiting(client);
    receiveSipMessage(notice("text/plain"));
    expect(seen()).toEqual([CHECK_NEW, LIST]);

    receiveSipMessage(notice("application/simple-message-summary"));
    await expect.poll(() => seen().sort()).toEqual([CHECK_NEW, CHECK_NEW, LIST, LIST]);
    await expect.poll(() => client.getQueryData(countQuery.queryKey)).toBe(0);

    stop();
    receiveSipMessage(notice("application/simple-message-summary"));
    expect(seen()).toHaveLength(4);
    stopObserving.forEach((unsubscribe) => unsubscribe());
  });
});
