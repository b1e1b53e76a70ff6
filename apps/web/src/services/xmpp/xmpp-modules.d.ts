/*
 * The part of xmpp.js (@xmpp/client, @xmpp/xml 0.14, which ship no types) this service uses. Only
 * files of services/xmpp import these modules (STYLE.md: one adapter per protocol library).
 */
declare module "@xmpp/xml" {
  export class Element {
    constructor(name: string, attrs?: Record<string, string | undefined>);
    name: string;
    attrs: Record<string, string | undefined>;
    children: (Element | string)[];
    is(name: string, xmlns?: string): boolean;
    getChild(name: string, xmlns?: string): Element | undefined;
    getChildren(name: string, xmlns?: string): Element[];
    getChildText(name: string, xmlns?: string): string | null;
    getChildElements(): Element[];
    text(): string;
    toString(): string;
  }
  type Child = Element | string | null | undefined | false;
  export function xml(
    name: string,
    attrs?: Record<string, string | undefined> | null,
    ...children: (Child | Child[])[]
  ): Element;
}

declare module "@xmpp/xml/lib/parse.js" {
  import type { Element } from "@xmpp/xml";
  export default function parse(data: string): Element;
}

declare module "@xmpp/client" {
  import type { Element } from "@xmpp/xml";
  export { xml } from "@xmpp/xml";

  type Authenticate = (
    credentials: { username: string; password: string },
    mechanism: string,
  ) => Promise<void>;

  interface Emitter {
    on(event: string, listener: (...args: never[]) => void): void;
    removeListener(event: string, listener: (...args: never[]) => void): void;
  }

  export interface XmppClient extends Emitter {
    status: string;
    start(): Promise<unknown>;
    stop(): Promise<unknown>;
    send(element: Element): Promise<void>;
    disconnect(): Promise<void>;
    reconnect: Emitter & { delay: number; stop(): void; start(): void; scheduleReconnect(): void };
    streamManagement: Emitter & { enabled: boolean; id: string; timeout: number; requestAckInterval: number };
    iqCaller: { request(element: Element, timeoutMs?: number): Promise<Element> };
  }

  export function client(options: {
    service: string;
    domain: string;
    resource?: string;
    credentials: (authenticate: Authenticate, mechanisms: string[]) => Promise<void>;
  }): XmppClient;
}
