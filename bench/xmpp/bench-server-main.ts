import { parseArgs } from "node:util";
import { serveBench } from "./bench-server";

// The embedded server for xmpp-bench.ts, in its own process: --port --users --prefix --password
// --archive memory|database --domain.
const { values } = parseArgs({
  options: {
    port: { type: "string", default: "0" },
    users: { type: "string", default: "100" },
    prefix: { type: "string", default: "bench" },
    password: { type: "string", default: "{user}-secret" },
    archive: { type: "string", default: "memory" },
    domain: { type: "string", default: "bench.example" },
  },
  strict: true,
});
await serveBench({
  port: Number(values.port),
  users: Number(values.users),
  prefix: values.prefix,
  passwordScheme: values.password,
  archive: values.archive === "database" ? "database" : "memory",
  domain: values.domain,
});
