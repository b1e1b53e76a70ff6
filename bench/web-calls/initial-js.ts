// `npx tsx bench/web-calls/initial-js.ts [dist]`: the gzip size of the JavaScript a visitor loads for
// the login screen and for home after sign-in (ARCHITECTURE.md budget: ≤ 250 KB gzip), following
// static imports only — chunks loaded by import() later (the phone runtime with JsSIP) are listed apart.
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const dist = resolve(process.argv[2] ?? "apps/web/dist");
const assets = join(dist, "assets");
const files = readdirSync(assets).filter((name) => name.endsWith(".js"));
const source = (name: string) => readFileSync(join(assets, name), "utf8");
const gzipKb = (name: string) => gzipSync(readFileSync(join(assets, name)), { level: 9 }).length / 1024;

const STATIC_IMPORT =
  /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']\.\/([^"']+\.js)["']/g;
const DYNAMIC_IMPORT = /import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g;

function closure(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const match of source(name).matchAll(STATIC_IMPORT)) queue.push(match[1]!);
  }
  return seen;
}

const chunk = (prefix: string) => {
  const found = files.find((name) => name.startsWith(`${prefix}-`));
  if (found === undefined) throw new Error(`no ${prefix}-*.js chunk in ${assets}`);
  return found;
};

const html = readFileSync(join(dist, "index.html"), "utf8");
const entry = [...html.matchAll(/src="\/assets\/([^"]+\.js)"/g)].map((match) => match[1]!);
const entryClosure = closure(entry);
const pages = {
  login: closure([...entry, chunk("login-page")]),
  home: closure([...entry, chunk("signed-in-layout"), chunk("home-page")]),
};

const total = (names: Iterable<string>) => [...names].reduce((sum, name) => sum + gzipKb(name), 0);
console.log(`entry (${entryClosure.size} chunks): ${total(entryClosure).toFixed(1)} KB gzip`);
for (const [page, names] of Object.entries(pages)) {
  console.log(`${page} initial JS (${names.size} chunks): ${total(names).toFixed(1)} KB gzip`);
}
const both = new Set([...pages.login, ...pages.home]);
console.log(`login + home together (${both.size} chunks): ${total(both).toFixed(1)} KB gzip`);
const lazy = new Set<string>();
for (const name of pages.home) for (const match of source(name).matchAll(DYNAMIC_IMPORT)) lazy.add(match[1]!);
for (const name of [...lazy].filter((name) => !both.has(name)).sort()) {
  console.log(
    `  lazy ${name}: ${gzipKb(name).toFixed(1)} KB gzip${/jssip|JsSIP/.test(source(name)) ? " (JsSIP)" : ""}`,
  );
}
const jssipInitial = [...both].filter((name) => /new\s+\w+\.UA\b|JsSIP/.test(source(name)));
console.log(`JsSIP in the initial chunks: ${jssipInitial.length === 0 ? "no" : jssipInitial.join(", ")}`);
