import { parseArgs } from "node:util";

export type BlfBenchArgs = {
  users: number;
  tenants: number;
  buttons: number;
  liveCalls: number;
  /** Share of users with a registered device (lamps idle rather than offline). */
  online: number;
  seconds: number;
  /** Rounds polled before measuring: the first poll of a device reads its session and builds its board. */
  warmUpRounds: number;
  intervalMs: number;
  connections: number;
};

export const USAGE = `npm run bench:blf -- [options]

  --users <n>          simulated users, each polling blf/get on its own device session (default 10000)
  --tenants <n>        tenants they are spread over (default 5; at most 9000 users each)
  --buttons <n>        buttons on every board (default 20)
  --live-calls <n>     calls in progress during the run, a third ringing (default 300)
  --online <0..1>      share of users with a registered device (default 0.8)
  --seconds <n>        measured time after the warm-up rounds (default 60)
  --warm-up-rounds <n> rounds of polls before measuring (default 1); the first poll of each device
                       reads its session from the database, 2 measures the steady state only
  --interval-ms <n>    how often each user polls (default 5000, spec 1 §9)
  --connections <n>    keep-alive connections of the load generator (default 64)`;

const positive = (name: string, text: string | undefined): number => {
  const value = Number(text);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`--${name} must be a positive whole number\n\n${USAGE}`);
  return value;
};

/** Reads and checks the command line; throws with the reason (and the usage) when it is wrong. */
export function parseBlfBenchArgs(argv: readonly string[]): BlfBenchArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      users: { type: "string", default: "10000" },
      tenants: { type: "string", default: "5" },
      buttons: { type: "string", default: "20" },
      "live-calls": { type: "string", default: "300" },
      online: { type: "string", default: "0.8" },
      seconds: { type: "string", default: "60" },
      "warm-up-rounds": { type: "string", default: "1" },
      "interval-ms": { type: "string", default: "5000" },
      connections: { type: "string", default: "64" },
      help: { type: "boolean", default: false },
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const args: BlfBenchArgs = {
    users: positive("users", values.users),
    tenants: positive("tenants", values.tenants),
    buttons: positive("buttons", values.buttons),
    liveCalls: Number(values["live-calls"]),
    online: Number(values.online),
    seconds: positive("seconds", values.seconds),
    warmUpRounds: positive("warm-up-rounds", values["warm-up-rounds"]),
    intervalMs: positive("interval-ms", values["interval-ms"]),
    connections: positive("connections", values.connections),
  };
  if (args.users / args.tenants > 9000)
    throw new Error("at most 9000 users per tenant (4-digit extensions from 1000)");
  if (args.buttons < 4) throw new Error("--buttons must be at least 4 (line, pickup, speed dial, voicemail)");
  if (!(args.online >= 0 && args.online <= 1)) throw new Error("--online must be between 0 and 1");
  if (!Number.isInteger(args.liveCalls) || args.liveCalls < 0)
    throw new Error("--live-calls must be 0 or more");
  return args;
}
