import { performance } from "node:perf_hooks";
import { WebSocket } from "ws";

/**
 * A raw RFC 7395 client for the bench: PLAIN sign-in, bind, initial presence, then chat messages
 * whose id carries the send time, so that the receiver (in this process) reads the latency. Raw
 * frames keep the generator's own cost small next to the server's.
 */
const FRAMING = "urn:ietf:params:xml:ns:xmpp-framing";

export class BenchClient {
  jid = "";
  onMessage: (latencyMs: number) => void = () => {};
  /** Messages this client wrote and bench messages it received, so that a run can tell how many never arrived. */
  sent = 0;
  received = 0;
  private readonly socket: WebSocket;
  private pending: { pattern: RegExp; resolve: () => void; reject: (error: Error) => void } | undefined;
  private sequence = 0;

  private constructor(socket: WebSocket) {
    this.socket = socket;
    socket.on("message", (data: Buffer) => this.receive(data.toString("utf8")));
    socket.on("close", () => this.pending?.reject(new Error(`${this.jid || "a client"}: socket closed`)));
  }

  static async connect(
    url: string,
    domain: string,
    localpart: string,
    password: string,
  ): Promise<BenchClient> {
    const socket = new WebSocket(url, ["xmpp"], { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const client = new BenchClient(socket);
    const open = `<open xmlns="${FRAMING}" to="${domain}" version="1.0"/>`;
    await client.exchange(open, /<\/stream:features>/);
    const plain = Buffer.from(`\0${localpart}\0${password}`).toString("base64");
    await client.exchange(
      `<auth xmlns="urn:ietf:params:xml:ns:xmpp-sasl" mechanism="PLAIN">${plain}</auth>`,
      /<success/,
    );
    await client.exchange(open, /<\/stream:features>/);
    await client.exchange(
      `<iq xmlns="jabber:client" type="set" id="bind"><bind xmlns="urn:ietf:params:xml:ns:xmpp-bind"><resource>bench</resource></bind></iq>`,
      /<jid>/,
    );
    client.jid = `${localpart}@${domain}/bench`;
    // Either quote: Prosody writes attributes in single quotes, the embedded server in double.
    await client.exchange(`<presence xmlns="jabber:client"/>`, new RegExp(`from=["']${client.jid}["']`));
    return client;
  }

  send(to: string): void {
    this.sequence += 1;
    this.sent += 1;
    const sentAt = performance.now().toFixed(3);
    this.socket.send(
      `<message xmlns="jabber:client" to="${to}" type="chat" id="b${sentAt}"><body>bench message ${this.sequence}</body></message>`,
    );
  }

  close(): void {
    this.socket.close();
  }

  private receive(frame: string): void {
    if (frame.startsWith("<message")) {
      const sentAt = /id=["']b([\d.]+)["']/.exec(frame)?.[1];
      if (sentAt === undefined) return;
      this.received += 1;
      this.onMessage(performance.now() - Number(sentAt));
      return;
    }
    const pending = this.pending;
    if (pending?.pattern.test(frame)) {
      this.pending = undefined;
      pending.resolve();
    } else if (/<failure|<stream:error/.test(frame)) {
      this.pending = undefined;
      pending?.reject(new Error(`${this.jid || "sign-in"}: ${frame}`));
    }
  }

  private exchange(frame: string, answer: RegExp): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending = { pattern: answer, resolve, reject };
      this.socket.send(frame);
    });
  }
}
