import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { xml } from "@mobex/xmpp-server/xml/xml-element";
import type { Db } from "../../db/client";
import { ChatAddresses } from "../../domain/chat/chat-addresses";
import type { ChatArchive, StampedMessage } from "../../domain/chat/chat-archive";
import type { Log } from "../../domain/log";
import { XmppArchive } from "./xmpp-archive";

const silent: Log = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {} };

/** A ChatArchive that records its batches; a write can be held open to see batches grow meanwhile. */
function recordingArchive() {
  const batches: (StampedMessage & { timestamp: number })[][] = [];
  let release: () => void = () => {};
  let hold = false;
  let timestamp = 1_700_000_000_000_000;
  const archive: Pick<ChatArchive, "nextTimestamp" | "appendBatch"> = {
    nextTimestamp: () => ++timestamp,
    appendBatch(messages) {
      batches.push([...messages]);
      return hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    },
  };
  return { archive, batches, holdNext: () => (hold = true), release: () => ((hold = false), release()) };
}

const message = (body: string) =>
  xml("message", { xmlns: "jabber:client", type: "chat", id: body }, xml("body", {}, body));

describe("XmppArchive", () => {
  const addresses = new ChatAddresses("mobex.local");

  it("writes the messages of one event-loop turn in one batch, under the ids they were delivered with", async () => {
    const recording = recordingArchive();
    const archive = new XmppArchive(recording.archive as ChatArchive, {} as Db, addresses, silent, () =>
      Promise.resolve(),
    );
    const ids = ["one", "two", "three"].map((body) => {
      const id = archive.nextId();
      archive.storeDirect({
        id,
        from: "400011001@mobex.local/web",
        to: "400011002@mobex.local",
        stanza: message(body),
      });
      return id;
    });
    expect(recording.batches).toEqual([]);
    await nextTurn();
    await archive.flush();
    expect(recording.batches).toHaveLength(1);
    expect(recording.batches[0]?.map((row) => [String(row.timestamp), row.txt, row.originId])).toEqual([
      [ids[0], "one", "one"],
      [ids[1], "two", "two"],
      [ids[2], "three", "three"],
    ]);
  });

  it("gathers what arrives during a write into the next batch instead of queueing one write per turn", async () => {
    const recording = recordingArchive();
    const archive = new XmppArchive(recording.archive as ChatArchive, {} as Db, addresses, silent, () =>
      Promise.resolve(),
    );
    const store = (body: string) =>
      archive.storeGroup({
        id: archive.nextId(),
        room: "g7k2m9q4x1b3c@conference.mobex.local",
        from: "400011001@mobex.local/web",
        nick: "Alice",
        stanza: message(body),
      });
    recording.holdNext();
    store("first");
    await nextTurn();
    for (const body of ["second", "third", "fourth"]) {
      store(body);
      await nextTurn();
    }
    recording.release();
    await archive.flush();
    expect(recording.batches.map((batch) => batch.map((row) => row.txt))).toEqual([
      ["first"],
      ["second", "third", "fourth"],
    ]);
  });
});
