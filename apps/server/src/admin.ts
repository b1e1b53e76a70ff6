import { runAdmin } from "./admin/run-admin";

// `npm run admin -- …` (ARCHITECTURE.md, Data): provisions tenants and users; see --help.
const code = await runAdmin(process.argv.slice(2), process.env, {
  out: (text) => console.log(text),
  err: (text) => console.error(text),
});
process.exitCode = code;
