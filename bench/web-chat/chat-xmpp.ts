// The real XMPP server (packages/xmpp-server) on the bench's HTTP server, so that the chat signs in
// and reaches "ready" as it does against Mobex: the session's ephemeral credentials (board-fixture's
// claims) are the only account, the colleague its one contact. History is not read over XMPP: the
// web app reads it from the chat API's pages (chat-api.ts).
import type { Server } from "node:http";
import { createXmppServer, type XmppServer } from "@mobex/xmpp-server/xmpp-server";
import { storedSession } from "../web-board/board-fixture";
import { COLLEAGUE, MY_PHONE } from "./chat-fixture";

/** The access token's chat credentials, as the web app reads them from the stored session. */
function sessionCredentials(): { username: string; password: string } {
  const { token } = JSON.parse(storedSession()) as { token: string };
  const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    username: string;
    password: string;
  };
  return { username: claims.username, password: claims.password };
}

export function serveXmpp(server: Server, origin: string): XmppServer {
  const account = sessionCredentials();
  const xmpp = createXmppServer({
    allowOrigin: (from) => from === origin,
    hooks: {
      credentialsOf: (authcid) =>
        authcid === account.username ? { localpart: MY_PHONE, password: account.password } : null,
      verifyPlain: (authcid, password) =>
        authcid === account.username && password === account.password ? { localpart: MY_PHONE } : null,
      rosterOf: () => [{ localpart: COLLEAGUE.phone, name: COLLEAGUE.name }],
    },
  });
  server.on("upgrade", (request, socket, head) => xmpp.handleUpgrade(request, socket, head));
  return xmpp;
}
