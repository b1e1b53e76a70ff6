// A room participant written with janus.js the way Meetecho's demos do it (videoroomtest.js in its
// multistream form, textroomtest.js), run in the janus.js page (janus-js-page.ts): join as a
// publisher, publish camera and microphone with createOffer + "configure", subscribe to every
// publisher with one subscriber handle (`streams: [{feed, mid}]`, then "update"), answer with
// `tracks: [{type: "data"}]` and "start"; the TextRoom with "setup", createAnswer with a data
// track (janus.js then opens its own channel too) and "ack", then join and messages as JSON.
import type { Page } from "@playwright/test";

export interface JanusJsOptions {
  readonly server: string;
  readonly room: string;
  readonly pin: string;
  readonly id: string;
  readonly display: string;
}

/** What the page's janus.js client has seen, as the test reads it. */
export interface JanusJsState {
  /** VideoRoom plugin messages (`videoroom` events) on the publisher handle. */
  readonly events: Record<string, unknown>[];
  /** TextRoom messages received on the data channels. */
  readonly chat: Record<string, unknown>[];
  /** Remote video tracks janus.js reported live (onremotetrack on), by feed. */
  readonly remoteVideoFeeds: string[];
  readonly errors: string[];
  readonly publishing: boolean;
  readonly chatJoined: boolean;
}

/**
 * Runs in the page (self-contained: page.evaluate serialises it). Starts the client and returns when
 * janus.js says the publisher's PeerConnection is up; `window.__janusjs` then has its state and
 * `chat(text)` / `leave()`.
 */
export function startJanusJsClient(options: JanusJsOptions): Promise<void> {
  type Jsep = RTCSessionDescriptionInit;
  type Track = { type: string; capture?: boolean; recv?: boolean };
  type Fail = (error: unknown) => void;
  // The slice of janus.js's API these demos use (janus.d.ts describes it loosely, with `any`).
  interface Handle {
    send(request: { message: Record<string, unknown>; jsep?: Jsep }): void;
    createOffer(request: {
      tracks: Track[];
      iceRestart?: boolean;
      success: (jsep: Jsep) => void;
      error: Fail;
    }): void;
    createAnswer(request: { jsep: Jsep; tracks: Track[]; success: (jsep: Jsep) => void; error: Fail }): void;
    handleRemoteJsep(request: { jsep: Jsep; error: Fail }): void;
    data(request: { text: string; error: Fail }): void;
    readonly webrtcStuff: { readonly pc?: RTCPeerConnection };
  }
  interface Callbacks {
    plugin: string;
    success: (handle: Handle) => void;
    error: Fail;
    onmessage?: (message: Record<string, unknown>, jsep?: Jsep) => void;
    onremotetrack?: (track: MediaStreamTrack, mid: string, on: boolean) => void;
    webrtcState?: (up: boolean) => void;
    ondataopen?: (label: string) => void;
    ondata?: (data: string) => void;
  }
  interface Session {
    attach(callbacks: Callbacks): void;
    destroy(options: Record<string, unknown>): void;
  }
  interface JanusStatic {
    init(options: { debug: boolean | string[]; callback: () => void }): void;
    randomString(length: number): string;
    new (options: { server: string; iceServers: RTCIceServer[]; success: () => void; error: Fail }): Session;
  }
  type Publisher = { id: string; streams?: { mid: string; disabled?: boolean }[] };

  const Janus = (window as unknown as { Janus: JanusStatic }).Janus;
  const state = {
    events: [] as Record<string, unknown>[],
    chat: [] as Record<string, unknown>[],
    remoteVideoFeeds: [] as string[],
    errors: [] as string[],
    publishing: false,
    chatJoined: false,
  };
  const fail: Fail = (error) => state.errors.push(String(error instanceof Error ? error.message : error));
  const { room, pin } = options;

  return new Promise<void>((resolve, reject) => {
    let janus: Session | undefined;
    let publisher: Handle | undefined;
    let subscriber: Handle | undefined;
    let subscriberJoining = false;
    let privateId: number | undefined;
    let textroom: Handle | undefined;
    /** Which feed each subscriber mid carries, from the "attached"/"updated" streams lists. */
    const feedOfMid = new Map<string, string>();
    const subscribed = new Set<string>();
    const videoOfMid = new Map<string, HTMLVideoElement>();
    const pending: { feed: string; mid: string }[] = [];

    function subscribeTo(publishers: Publisher[]): void {
      for (const { id, streams = [] } of publishers)
        for (const stream of streams) {
          const key = `${id}/${stream.mid}`;
          if (stream.disabled || subscribed.has(key)) continue;
          subscribed.add(key);
          pending.push({ feed: id, mid: stream.mid });
        }
      if (pending.length === 0 || subscriberJoining) return;
      const streams = pending.splice(0);
      if (subscriber) subscriber.send({ message: { request: "update", subscribe: streams } });
      else joinSubscriber(streams);
    }

    function joinSubscriber(streams: { feed: string; mid: string }[]): void {
      subscriberJoining = true;
      janus?.attach({
        plugin: "janus.plugin.videoroom",
        success: (handle) => {
          subscriber = handle;
          handle.send({
            message: { request: "join", room, ptype: "subscriber", streams, private_id: privateId, pin },
          });
        },
        error: fail,
        onmessage: (message, jsep) => {
          const streamsList = message["streams"];
          if (Array.isArray(streamsList))
            for (const stream of streamsList as { mid: string; feed_id?: string }[])
              if (stream.feed_id !== undefined) feedOfMid.set(stream.mid, stream.feed_id);
          if (message["videoroom"] === "attached") {
            subscriberJoining = false;
            // Publishers that came while the subscriber was attaching.
            subscribeTo([]);
          }
          const handle = subscriber;
          if (jsep === undefined || handle === undefined) return;
          handle.createAnswer({
            jsep,
            tracks: [{ type: "data" }],
            success: (answer) => handle.send({ message: { request: "start", room }, jsep: answer }),
            error: fail,
          });
        },
        onremotetrack: (track, mid, on) => {
          if (track.kind !== "video") return;
          const feed = feedOfMid.get(mid) ?? mid;
          if (!on) {
            state.remoteVideoFeeds = state.remoteVideoFeeds.filter((known) => known !== feed);
            return;
          }
          if (!state.remoteVideoFeeds.includes(feed)) state.remoteVideoFeeds.push(feed);
          // janus.js reports a track again when it unmutes: one element per mid.
          const shown = videoOfMid.get(mid);
          if (shown !== undefined) {
            shown.srcObject = new MediaStream([track]);
            return;
          }
          const video = document.createElement("video");
          videoOfMid.set(mid, video);
          Object.assign(video, { autoplay: true, muted: true, playsInline: true });
          video.srcObject = new MediaStream([track]);
          video.setAttribute("aria-label", `Video of ${feed}`);
          document.body.append(video);
        },
      });
    }

    function attachPublisher(session: Session): void {
      session.attach({
        plugin: "janus.plugin.videoroom",
        success: (handle) => {
          publisher = handle;
          handle.send({
            message: {
              request: "join",
              room,
              ptype: "publisher",
              id: options.id,
              display: options.display,
              pin,
            },
          });
        },
        error: (error) => reject(new Error(`attach: ${String(error)}`)),
        onmessage: (message, jsep) => {
          state.events.push(message);
          const handle = publisher;
          if (handle === undefined) return;
          if (message["videoroom"] === "joined") {
            privateId = message["private_id"] as number;
            handle.createOffer({
              tracks: [
                { type: "audio", capture: true, recv: false },
                { type: "video", capture: true, recv: false },
              ],
              success: (offer) =>
                handle.send({ message: { request: "configure", audio: true, video: true }, jsep: offer }),
              error: (error) => reject(new Error(`createOffer: ${String(error)}`)),
            });
          }
          if (message["error"] !== undefined)
            reject(new Error(`VideoRoom: ${JSON.stringify(message["error"])}`));
          const publishers = message["publishers"];
          if (Array.isArray(publishers)) subscribeTo(publishers as Publisher[]);
          if (jsep !== undefined) handle.handleRemoteJsep({ jsep, error: fail });
        },
        webrtcState: (up) => {
          state.publishing = up;
          if (up) resolve();
        },
      });
    }

    function attachTextRoom(session: Session): void {
      session.attach({
        plugin: "janus.plugin.textroom",
        success: (handle) => {
          textroom = handle;
          handle.send({ message: { request: "setup" } });
        },
        error: fail,
        onmessage: (message, jsep) => {
          if (message["error"] !== undefined) fail(message["error"]);
          if (jsep === undefined || textroom === undefined) return;
          const handle = textroom;
          handle.createAnswer({
            jsep,
            tracks: [{ type: "data" }],
            success: (answer) => handle.send({ message: { request: "ack" }, jsep: answer }),
            error: fail,
          });
        },
        // janus.js reports each channel (its own and the plugin's) that opens: join once.
        ondataopen: () => {
          if (state.chatJoined || textroom === undefined) return;
          state.chatJoined = true;
          textroom.data({
            text: JSON.stringify({
              textroom: "join",
              transaction: Janus.randomString(12),
              room,
              username: options.id,
              display: options.display,
              pin,
            }),
            error: fail,
          });
        },
        ondata: (data) => state.chat.push(JSON.parse(data) as Record<string, unknown>),
      });
    }

    Object.assign(window, {
      __janusjs: {
        state,
        chat: (text: string) =>
          textroom?.data({
            text: JSON.stringify({ textroom: "message", transaction: Janus.randomString(12), room, text }),
            error: fail,
          }),
        leave: () => publisher?.send({ message: { request: "leave" } }),
        // janus.js's ICE restart of a publisher: an offer with `iceRestart: true` sent with "configure".
        restartIce: () =>
          publisher?.createOffer({
            tracks: [],
            iceRestart: true,
            success: (offer) => publisher?.send({ message: { request: "configure" }, jsep: offer }),
            error: fail,
          }),
        publisherUfrag: () =>
          /a=ice-ufrag:(\S+)/.exec(publisher?.webrtcStuff.pc?.localDescription?.sdp ?? "")?.[1] ?? null,
      },
    });

    Janus.init({
      // janus.js's own warnings and errors go to the console, which the page records.
      debug: ["warn", "error"],
      callback: () => {
        const session = new Janus({
          server: options.server,
          iceServers: [],
          success: () => {
            attachPublisher(session);
            attachTextRoom(session);
          },
          error: (error) => reject(new Error(`janus.js: ${String(error)}`)),
        });
        janus = session;
      },
    });
  });
}

interface JanusJsWindow {
  __janusjs: {
    state: JanusJsState;
    chat(text: string): void;
    leave(): void;
    restartIce(): void;
    publisherUfrag(): string | null;
  };
}

export function janusJsState(page: Page): Promise<JanusJsState> {
  return page.evaluate(() => (window as unknown as JanusJsWindow).__janusjs.state);
}

export function janusJsChat(page: Page, text: string): Promise<void> {
  return page.evaluate((message) => (window as unknown as JanusJsWindow).__janusjs.chat(message), text);
}

export function janusJsLeave(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as JanusJsWindow).__janusjs.leave());
}

export function janusJsRestartIce(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as JanusJsWindow).__janusjs.restartIce());
}

/** The local ICE username fragment of janus.js's publisher connection (a restart changes it). */
export function janusJsPublisherUfrag(page: Page): Promise<string | null> {
  return page.evaluate(() => (window as unknown as JanusJsWindow).__janusjs.publisherUfrag());
}
