import { parseArgs } from "node:util";
import { runBench } from "../support/start-bench-server";
import { benchPhones, provision } from "../sip/provision";

/*
 * compare.sh --ours=app: adds the XMPP bench's users to a running apps/server (its admin endpoint,
 * read from DATA_DIR) as the phones <prefix>1000…, licensed with chat_support, so that the XMPP
 * plane lets them sign in and puts them in each other's roster (one tenant).
 * Usage: tsx bench/xmpp/provision-chat-users.ts --data-dir D --prefix 49999 --users 100
 */
const { values } = parseArgs({
  options: {
    "data-dir": { type: "string" },
    prefix: { type: "string", default: "49999" },
    users: { type: "string", default: "100" },
  },
  strict: true,
});

runBench(async () => {
  const dataDir = values["data-dir"];
  if (!dataDir) throw new Error("--data-dir is required");
  await provision(dataDir, values.prefix, benchPhones(values.prefix, Number(values.users)), ["chat_support"]);
});
