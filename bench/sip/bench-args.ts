import { parseArgs } from "node:util";

export type BenchArgs = {
  url: string;
  users: number;
  calls: number;
  concurrency: number;
  maxSeconds: number;
  domain: string;
  /** SIP_SECRET; read from DATA_DIR/secrets.json when not given. */
  secret: string | undefined;
  dataDir: string | undefined;
  /** Tenant prefix of the bench users: phone = prefix + (1000 + i). */
  prefix: string;
  provision: boolean;
  allowRemote: boolean;
  callTimeoutMs: number;
  /** Paced mode: calls started per second, whatever the answers (open loop); unpaced when unset. */
  rate: number | undefined;
  /** The server's process id: its CPU time (and its children's) over the calls is reported. */
  targetPid: number | undefined;
  /** Deferred work (batched writes, transaction timers) still charged to the calls. */
  cpuSettleMs: number;
  /** Where to write the figures as JSON (for compare.sh's table). */
  json: string | undefined;
};

export const USAGE = `npm run bench:sip -- --url ws://127.0.0.1:8080/sip [options]

  --url <ws(s)://…/sip>     the SIP WebSocket to load (loopback only unless --allow-remote)
  --users <n>               registered connections, half calling the other half (default 200)
  --calls <n>               calls to complete (default 2000)
  --concurrency <n>         calls in flight, and registrations in flight (default 50)
  --rate <n>                paced: start n calls per second for --duration seconds, open loop
                            (not waiting for answers); replaces --calls
  --duration <n>            seconds of paced calls (default 10)
  --target-pid <pid>        the server's process: report its CPU time (with its children's)
                            over the calls, CPU ms per call and calls per CPU-second
  --cpu-settle-ms <n>       after the last call, wait this long before the last CPU sample, so
                            that work the server defers is charged to the calls (default 1000)
  --json <file>             also write the figures to this file as JSON
  --max-seconds <n>         hard stop of the whole run (default 60)
  --domain <name>           SIP domain (default mobex.local)
  --secret <SIP_SECRET>     to compute ephemeral credentials (else --data-dir's secrets.json)
  --data-dir <dir>          the server's DATA_DIR (secrets.json; admin.json for --provision)
  --prefix <5 digits>       tenant prefix of the bench users (default 49999)
  --provision               add the tenant and its users through the server's admin endpoint
  --call-timeout-ms <n>     a call not finished after this fails (default 10000)
  --allow-remote            allow a target that is not on this machine`;

/** Reads and checks the command line; throws with the reason (and the usage) when it is wrong. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      url: { type: "string" },
      users: { type: "string", default: "200" },
      calls: { type: "string", default: "2000" },
      concurrency: { type: "string", default: "50" },
      "max-seconds": { type: "string", default: "60" },
      domain: { type: "string", default: "mobex.local" },
      secret: { type: "string" },
      "data-dir": { type: "string" },
      prefix: { type: "string", default: "49999" },
      provision: { type: "boolean", default: false },
      "call-timeout-ms": { type: "string", default: "10000" },
      "allow-remote": { type: "boolean", default: false },
      rate: { type: "string" },
      duration: { type: "string", default: "10" },
      "target-pid": { type: "string" },
      "cpu-settle-ms": { type: "string", default: "1000" },
      json: { type: "string" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  if (!values.url) throw new Error(`--url is required\n\n${USAGE}`);
  const url = new URL(values.url);
  if (url.protocol !== "ws:" && url.protocol !== "wss:")
    throw new Error("--url must be a ws:// or wss:// URL");
  if (!values["allow-remote"] && !isLoopback(url.hostname)) {
    throw new Error(`${url.hostname} is not this machine; pass --allow-remote to load another host`);
  }
  const count = (name: string, text: string, min: number, max: number): number => {
    const value = Number(text);
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
    }
    return value;
  };
  const users = count("users", values.users, 2, 9000);
  if (!/^\d{5}$/.test(values.prefix)) throw new Error("--prefix must be 5 digits");
  if (!values.secret && !values["data-dir"]) throw new Error("--secret or --data-dir is required");
  if (values.provision && !values["data-dir"]) throw new Error("--provision needs --data-dir (admin.json)");
  const rate = values.rate === undefined ? undefined : count("rate", values.rate, 1, 100_000);
  const calls =
    rate === undefined
      ? count("calls", values.calls, 0, 10_000_000)
      : rate * count("duration", values.duration, 1, 3600);
  return {
    url: url.toString(),
    users,
    calls,
    concurrency: count("concurrency", values.concurrency, 1, Math.floor(users / 2)),
    maxSeconds: count("max-seconds", values["max-seconds"], 1, 3600),
    domain: values.domain,
    secret: values.secret,
    dataDir: values["data-dir"],
    prefix: values.prefix,
    provision: values.provision,
    allowRemote: values["allow-remote"],
    callTimeoutMs: count("call-timeout-ms", values["call-timeout-ms"], 100, 600_000),
    rate,
    targetPid:
      values["target-pid"] === undefined ? undefined : count("target-pid", values["target-pid"], 1, 2 ** 22),
    cpuSettleMs: count("cpu-settle-ms", values["cpu-settle-ms"], 0, 60_000),
    json: values.json,
  };
}

function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, "");
  return bare === "localhost" || bare === "::1" || /^127\.\d+\.\d+\.\d+$/.test(bare);
}
