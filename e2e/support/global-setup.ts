// Starts one fresh server for the whole run; the returned function is Playwright's teardown.
// (Playwright runs the teardown on Ctrl-C too; test-server.ts kills the server if the runner dies.)
import { SERVER_URL_VARIABLE } from "./server-url";
import { SERVER_LOG, startTestServer } from "./test-server";

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await startTestServer();
  process.env[SERVER_URL_VARIABLE] = server.url;
  console.log(`[mobex] e2e: server at ${server.url}, log in ${SERVER_LOG}`);
  return () => server.stop();
}
