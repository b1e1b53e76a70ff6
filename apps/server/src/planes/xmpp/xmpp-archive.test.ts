import { setImmediate as nextTurn } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { xml } from "@mobex/xmpp-server/xml/xml-element";
import type { Db } from "../../db/client";
import { ChatAddresses } from "../../domain/chat/chat-addresses";
import type { ChatArchive, StampedMessage } from "../../domain/chat/chat-archive";
import type { Log } from "../../domain/log";
import {
  ARCHIVE_BACKLOG_LIMIT,
  ARCHIVE_CATCH_UP_CHUNK,
  ARCHIVE_WRITE_CHUNK,
  XmppArchive,
} from "./xmpp-archive";

const silent: Log = { fatal() {}, error() {}, warn() {}, info() {}, debug() {}, trace() {} };

/** A ChatArchive that records its batches; a write can be held open to see batches grow meanwhile. */
function recordingArchive() {
  const batches: (StampedMessage & { timestamp: number })[][] = [];
  /** How many messages' senders each write marked as having read their conversation. */
  const readers: number[] = [];
  let release: () => void = () => {};
  let hold = false;
  let timestamp = 1_700_000_000_000_000;
  const archive: Pick<ChatArchive, "nextTimestamp" | "appendBatch"> = {
    nextTimestamp: () => ++timestamp,
    appendBatch(messages, readBy = messages) {
      batches.push([...messages]);
      readers.push(readBy.length);
      return hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    },
  };
  return {
    archive,
    batches,
    readers,
    holdNext: () => (hold = true),
    release: () => ((hold = false), release()),
  };
}

const message = (body: string) =>
  xml("message", { xmlns: "jabber:client", type: "chat", id: body }, xml("body", {}, body));

describe("XmppArchive", () => {
  const addresses = new ChatAddresses("mobex.local");

  /** An archive whose writes are logged beside the event-loop turns taken between them. */
  function chunkedWrites() {
    const recording = recordingArchive();
    const events: string[] = [];
    const appendBatch = recording.archive.appendBatch;
    recording.archive.appendBatch = (messages, readBy) => {
      events.push(`write ${messages.length}`);
      // What the sockets would deliver meanwhile: it gets its turn unless the archive holds the loop.
      setImmediate(() => events.push("turn"));
      return appendBatch(messages, readBy);
    };
    const archive = new XmppArchive(recording.archive as ChatArchive, {} as Db, addresses, silent, () =>
      Promise.resolve(),
    );
    const store = (body: string) =>
      archive.storeDirect({
        id: archive.nextId(),
        from: "400011001@mobex.local/web",
        to: "400011002@mobex.local",
        stanza: message(body),
      });
    return { recording, events, archive, store };
  }

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

  it("writes a batch that grew during a stall in chunks, letting the event loop turn between them, in order", async () => {
    const { recording, events, archive, store } = chunkedWrites();
    recording.holdNext();
    store("held");
    await nextTurn();
    const grown = 2 * ARCHIVE_WRITE_CHUNK + 20;
    for (let i = 0; i < grown; i++) store(`m${i}`);
    await nextTurn();
    events.length = 0;
    recording.release();
    await archive.flush();
    await nextTurn();
    expect(events).toEqual([
      `write ${ARCHIVE_WRITE_CHUNK}`,
      "turn",
      `write ${ARCHIVE_WRITE_CHUNK}`,
      "turn",
      "write 20",
      "turn",
    ]);
    // The senders' read markers go once, with the last chunk, for the whole batch.
    expect(recording.readers.slice(1)).toEqual([0, 0, grown]);
    expect(
      recording.batches
        .slice(1)
        .flat()
        .map((row) => row.txt),
    ).toEqual(Array.from({ length: grown }, (_, i) => `m${i}`));
  });

  it("catches up in bigger chunks back to back while more than the backlog limit waits, so routing slows to the archive's pace", async () => {
    const { recording, events, archive, store } = chunkedWrites();
    const backlog = ARCHIVE_CATCH_UP_CHUNK + ARCHIVE_BACKLOG_LIMIT + ARCHIVE_WRITE_CHUNK;
    for (let i = 0; i < backlog; i++) store(`m${i}`);
    await archive.flush();
    // Behind by more than the limit before each write: two big writes, no turn between them.
    expect(events).toEqual([
      `write ${ARCHIVE_CATCH_UP_CHUNK}`,
      `write ${ARCHIVE_BACKLOG_LIMIT + ARCHIVE_WRITE_CHUNK}`,
    ]);
    expect(recording.readers).toEqual([0, backlog]);
    expect(recording.batches.flat().map((row) => row.txt)).toEqual(
      Array.from({ length: backlog }, (_, i) => `m${i}`),
    );
  });
});
