import { runAdmin } from "./admin/run-admin";
import { OWNER_ONLY_UMASK } from "./data-dir";

// Without a running server the CLI opens DATA_DIR's database itself: what it creates stays private.
process.umask(OWNER_ONLY_UMASK);

// `npm run admin -- …` (ARCHITECTURE.md, Data): provisions tenants and users; see --help.
const code = await runAdmin(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exitCode = code;
