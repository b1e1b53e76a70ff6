import { WebSocket } from "ws";

/** A WebSocket speaking raw frames, for what no well-behaved client sends (hostile input). */
export type RawStream = {
  frames: string[];
  send(frame: string): void;
  /** Resolves with the first frame (received so far or later) that matches. */
  waitFor(pattern: RegExp): Promise<string>;
  closed: Promise<number>;
  close(): void;
};

/** `silent`: the socket does not answer WebSocket pings, like a peer whose network went away. */
export async function openRawStream(
  url: string,
  options: { protocols?: string[]; silent?: boolean } = {},
): Promise<RawStream> {
  const socket = new WebSocket(url, options.protocols ?? ["xmpp"], { autoPong: !options.silent });
  const frames: string[] = [];
  const waiters = new Set<{ pattern: RegExp; resolve: (frame: string) => void }>();
  socket.on("message", (data: Buffer) => {
    const frame = data.toString("utf8");
    frames.push(frame);
    for (const waiter of waiters) {
      if (!waiter.pattern.test(frame)) continue;
      waiters.delete(waiter);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  return {
    frames,
    send: (frame) => socket.send(frame),
    waitFor(pattern) {
      const found = frames.find((frame) => pattern.test(frame));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiters.add({ pattern, resolve }));
    },
    closed,
    close: () => socket.close(),
  };
}

const OPEN = (domain: string) =>
  `<open xmlns="urn:ietf:params:xml:ns:xmpp-framing" to="${domain}" version="1.0"/>`;

/** Opens, authenticates with PLAIN and binds `resource`: a raw stream ready for stanzas. */
export async function signInRaw(
  url: string,
  account: { localpart: string; domain: string; password: string },
  resource = "raw",
  silent = false,
): Promise<RawStream> {
  const stream = await openRawStream(url, { silent });
  stream.send(OPEN(account.domain));
  await stream.waitFor(/<mechanisms/);
  const plain = Buffer.from(`\0${account.localpart}\0${account.password}`).toString("base64");
  stream.send(`<auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">${plain}</auth>`);
  await stream.waitFor(/<success/);
  stream.send(OPEN(account.domain));
  await stream.waitFor(/<bind/);
  stream.send(
    `<iq xmlns="jabber:client" type="set" id="bind"><bind xmlns="urn:ietf:params:xml:ns:xmpp-bind"><resource>${resource}</resource></bind></iq>`,
  );
  await stream.waitFor(/id="bind"/);
  return stream;
}

export function openFrameFor(domain: string): string {
  return OPEN(domain);
}
