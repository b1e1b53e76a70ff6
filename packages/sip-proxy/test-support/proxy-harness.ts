import { FakeClock } from "../src/clock/fake-clock";
import type { DialogEvent } from "../src/dialog/dialog-events";
import type { Aor } from "../src/registrar/aor";
import type { BindingView } from "../src/registrar/binding";
import { createSipProxy, type SipProxy, type SipProxyOptions } from "../src/sip-proxy";
import type { SipProxyHooks } from "../src/proxy/hooks";
import type { Logger } from "../src/proxy/logger";
import { createMemoryConnectionPair } from "../src/transport/memory-connection";
import { TestUserAgent, type TestUserAgentOptions } from "./test-user-agent";

export const DOMAIN = "example.com";

export interface Harness {
  proxy: SipProxy;
  clock: FakeClock;
  events: DialogEvent[];
  registrations: Array<{ aor: Aor; bindings: readonly BindingView[] }>;
  logs: Array<{ level: keyof Logger; message: string }>;
  /** A UA on a new in-memory connection; the password is the user's own unless given. */
  ua(user: string, options?: Partial<TestUserAgentOptions>): TestUserAgent;
  /** A UA that has registered successfully. */
  registered(user: string, options?: Partial<TestUserAgentOptions>): Promise<TestUserAgent>;
}

/**
 * A proxy on in-memory connections with a fake clock. Every user `x` has password `secret-x` and
 * AoR `sip:x@example.com`; dialling a known user reaches them, anything else is 404.
 */
export function createHarness(
  overrides: Partial<SipProxyHooks> = {},
  options: Partial<SipProxyOptions> = {},
): Harness {
  const clock = new FakeClock();
  const events: DialogEvent[] = [];
  const registrations: Harness["registrations"] = [];
  const logs: Harness["logs"] = [];
  const known = new Set<string>();
  const log =
    (level: keyof Logger) =>
    (message: string): void => {
      logs.push({ level, message });
    };
  const hooks: SipProxyHooks = { ...createTestHooks(known, events, registrations), ...overrides };
  const proxy = createSipProxy({
    domain: DOMAIN,
    realm: DOMAIN,
    nonceSecret: "test-secret",
    hooks,
    clock,
    logger: { debug: log("debug"), info: log("info"), warn: log("warn"), error: log("error") },
    ...options,
  });
  const ua = (user: string, extra: Partial<TestUserAgentOptions> = {}): TestUserAgent => {
    known.add(user);
    const { server, client } = createMemoryConnectionPair();
    proxy.acceptConnection(server);
    return new TestUserAgent({
      user,
      domain: DOMAIN,
      connection: client,
      password: `secret-${user}`,
      instanceId: crypto.randomUUID(),
      ...extra,
    });
  };
  return {
    proxy,
    clock,
    events,
    registrations,
    logs,
    ua,
    async registered(user, extra) {
      const agent = ua(user, extra);
      const response = await agent.register();
      if (response.status !== 200) throw new Error(`registration of ${user} failed: ${response.status}`);
      return agent;
    },
  };
}

/** Hooks where every user in `known` is `sip:<user>@example.com` with password `secret-<user>`. */
export function createTestHooks(
  known: ReadonlySet<string>,
  events: DialogEvent[],
  registrations: Harness["registrations"],
): SipProxyHooks {
  return {
    authenticate: (username) => {
      const user = username.includes(":") ? username.split(":")[1]! : username;
      return Promise.resolve(
        known.has(user) ? { password: `secret-${user}`, aor: `sip:${user}@${DOMAIN}` } : null,
      );
    },
    resolveTarget: ({ dialled }) =>
      Promise.resolve(
        dialled !== undefined && known.has(dialled)
          ? { kind: "aor", aor: `sip:${dialled}@${DOMAIN}` }
          : { kind: "reject", status: 404, reason: "Not Found" },
      ),
    onDialogEvent: (event) => events.push(event),
    onRegistration: (aor, bindings) => registrations.push({ aor, bindings }),
  };
}
