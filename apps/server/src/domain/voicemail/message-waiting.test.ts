import { describe, expect, it, vi } from "vitest";
import { MemoryVoicemailStore } from "../../test-support/memory-voicemail-store";
import { messageSummary, notifyMessageWaiting } from "./message-waiting";

describe("the message-waiting notice", () => {
  it("says yes with new/old counts, and no once every message was heard (RFC 3842)", () => {
    expect(messageSummary(2, 5)).toBe("Messages-Waiting: yes\r\nVoice-Message: 2/5\r\n");
    expect(messageSummary(0, 3)).toBe("Messages-Waiting: no\r\nVoice-Message: 0/3\r\n");
  });

  it("goes to the owner's devices after each change to their mailbox, until detached", async () => {
    const store = new MemoryVoicemailStore();
    const sent: string[][] = [];
    const send = vi.fn((aor: string, type: string, body: string) => {
      sent.push([aor, type, body]);
      return Promise.resolve(200);
    });
    const log = { warn: vi.fn() } as never;
    const stop = notifyMessageWaiting({
      store,
      aorOf: (id) => Promise.resolve(`sip:${id}@mobex.local`),
      send,
      log,
    });
    const message = {
      tenantId: "t",
      callerNumber: "1",
      callerName: "",
      wav: Buffer.alloc(0),
      durationSeconds: 1,
    };
    const { id } = await store.save({ ...message, userId: "alice", receivedAt: new Date(1) });
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    await store.markHeard("alice", id, true);
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      [
        "sip:alice@mobex.local",
        "application/simple-message-summary",
        "Messages-Waiting: yes\r\nVoice-Message: 1/0\r\n",
      ],
      [
        "sip:alice@mobex.local",
        "application/simple-message-summary",
        "Messages-Waiting: no\r\nVoice-Message: 0/1\r\n",
      ],
    ]);
    stop();
    await store.delete("alice", id);
    expect(send).toHaveBeenCalledTimes(2);
  });
});
