import { parseArgs } from "node:util";
import { serveBench } from "./bench-server";

// The embedded server for xmpp-bench.ts, in its own process: --port --users --prefix --password.
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    users: { type: "string", default: "100" },
    prefix: { type: "string", default: "bench" },
    password: { type: "string", default: "{user}-secret" },
  },
  strict: true,
});
serveBench({
  port: Number(values.port),
  users: Number(values.users),
  prefix: values.prefix,
  passwordScheme: values.password,
});
