import { readFile, readdir, writeFile } from "node:fs/promises";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Text the browser fetches, and WebAssembly (the segmentation model's runtime: 5.7 MB, 1.2 MB as
// Brotli); source maps stay as they are (only developer tools read them).
const COMPRESSIBLE = new Set([
  ".js",
  ".mjs",
  ".css",
  ".html",
  ".svg",
  ".json",
  ".txt",
  ".webmanifest",
  ".wasm",
]);
// Below about a kilobyte the saving is smaller than the headers that carry it.
export const MIN_COMPRESS_BYTES = 1024;

export interface PrecompressedFile {
  readonly path: string;
  readonly bytes: number;
  readonly brotliBytes: number | null;
  readonly gzipBytes: number | null;
}

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (COMPRESSIBLE.has(extname(entry.name))) yield path;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside a file when each is smaller than the file itself. */
async function precompressFile(path: string): Promise<PrecompressedFile> {
  const body = await readFile(path);
  if (body.length < MIN_COMPRESS_BYTES)
    return { path, bytes: body.length, brotliBytes: null, gzipBytes: null };
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  const keep = async (variant: Buffer, suffix: string) => {
    if (variant.length >= body.length) return null;
    await writeFile(path + suffix, variant);
    return variant.length;
  };
  return { path, bytes: body.length, brotliBytes: await keep(br, ".br"), gzipBytes: await keep(gz, ".gz") };
}

/** Compresses every text file of a built app once, so that the server only picks a variant. */
export async function precompressDir(dir: string): Promise<PrecompressedFile[]> {
  const jobs: Promise<PrecompressedFile>[] = [];
  for await (const path of filesUnder(dir)) jobs.push(precompressFile(path));
  return Promise.all(jobs);
}

/**
 * Brotli and gzip variants of the build's text files, made at build time (issue 9): the server
 * chooses one by Accept-Encoding and never compresses a file per request.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "mobex-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = join(config.root, config.build.outDir);
      const files = await precompressDir(outDir);
      const sum = (pick: (file: PrecompressedFile) => number) =>
        files.reduce((total, file) => total + pick(file), 0);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
      config.logger.info(
        `precompressed ${files.filter((file) => file.brotliBytes !== null).length} files: ` +
          `${kb(sum((file) => file.bytes))} → br ${kb(sum((file) => file.brotliBytes ?? file.bytes))}, ` +
          `gzip ${kb(sum((file) => file.gzipBytes ?? file.bytes))}`,
      );
    },
  };
}
