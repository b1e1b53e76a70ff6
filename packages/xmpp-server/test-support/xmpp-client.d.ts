// The part of @xmpp/client (plain JavaScript, no types of its own) the tests and the bench use.
declare module "@xmpp/client" {
  export type Element = {
    name: string;
    attrs: Record<string, string | undefined>;
    children: (Element | string)[];
    getChild(name: string, xmlns?: string): Element | undefined;
    getChildren(name: string, xmlns?: string): Element[];
    getChildText(name: string, xmlns?: string): string | null;
    text(): string;
    is(name: string, xmlns?: string): boolean;
    toString(): string;
  };
  export function xml(
    name: string,
    attrs?: Record<string, string | undefined>,
    ...children: (Element | string)[]
  ): Element;
  export type Credentials = { username: string; password: string };
  export type ClientOptions = {
    service: string;
    domain: string;
    username?: string;
    password?: string;
    resource?: string;
    credentials?: (
      authenticate: (credentials: Credentials, mechanism: string) => Promise<void>,
      mechanisms: string[],
    ) => Promise<void>;
  };
  export type Client = {
    start(): Promise<{ toString(): string }>;
    stop(): Promise<void>;
    send(element: Element): Promise<void>;
    on(event: "stanza" | "nonza", listener: (element: Element) => void): void;
    on(event: "error", listener: (error: Error) => void): void;
    on(event: "online", listener: (jid: { toString(): string }) => void): void;
    on(event: "offline" | "disconnect", listener: () => void): void;
    iqCaller: { request(element: Element, timeoutMs?: number): Promise<Element> };
    jid: { toString(): string } | null;
    status: string;
    reconnect: { delay: number; stop(): void };
    socket: { socket: { close(): void } } | null;
    streamManagement: { id: string; enabled: boolean; on(event: "resumed", listener: () => void): void };
  };
  export function client(options: ClientOptions): Client;
}
