#!/usr/bin/env node
// `node scripts/pack-sizes.mjs [DIR] [--markdown]`: the size of every file a user installs, read from
// the tarballs `npm run pack` wrote into DIR (default `packed/`): each file's bytes and gzipped bytes
// (level 9, what a server's compression sends), and each tarball's totals. Prints one JSON line per
// tarball, or with --markdown one summary table (docs/benchmarks.md's) and then a table of every file of
// each tarball. Reads the tar format itself (no tools).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The regular files of a .tgz: [{path, data}] (ustar headers, pax extended names included). */
export function tarFiles(tgz) {
  const tar = gunzipSync(tgz);
  const files = [];
  let longName = null;
  for (let at = 0; at + 512 <= tar.length; ) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from, length) =>
      header
        .subarray(from, from + length)
        .toString('utf8')
        .replace(/\0.*$/s, '');
    const size = Number.parseInt(text(124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    const prefix = text(345, 155);
    const name = longName ?? (prefix ? `${prefix}/${text(0, 100)}` : text(0, 100));
    const data = tar.subarray(at + 512, at + 512 + size);
    longName = null;
    if (type === 'x') {
      const path = /\d+ path=([^\n]*)\n/.exec(data.toString('utf8'));
      if (path) longName = path[1];
    } else if (type === '0' || type === '\0') {
      files.push({ path: name.replace(/^package\//, ''), data });
    }
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const gz = (data) => gzipSync(data, { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

export function packSizes(dir) {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.tgz'))
    .sort()
    .map((tarball) => {
      const bytes = readFileSync(join(dir, tarball));
      const files = tarFiles(bytes)
        .map((f) => ({ path: f.path, bytes: f.data.length, gzip: gz(f.data) }))
        .sort((a, b) => a.path.localeCompare(b.path));
      const sum = (key) => files.reduce((n, f) => n + f[key], 0);
      return {
        tarball,
        tgzBytes: bytes.length,
        files: files.length,
        bytes: sum('bytes'),
        gzip: sum('gzip'),
        list: files,
      };
    });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = resolve(args.find((a) => !a.startsWith('--')) ?? join(root, 'packed'));
  const sizes = packSizes(dir);
  if (args.includes('--markdown')) {
    process.stdout.write(
      '| tarball | files | files, raw | files, gzipped one by one | tarball | largest files (KB gzipped) |\n|---|---|---|---|---|---|\n',
    );
    for (const p of sizes) {
      const largest = [...p.list]
        .sort((a, b) => b.gzip - a.gzip)
        .slice(0, 3)
        .map((f) => `\`${f.path}\` ${(f.gzip / 1024).toFixed(1)}`)
        .join(', ');
      process.stdout.write(
        `| \`${p.tarball}\` | ${p.files} | ${kb(p.bytes)} | ${kb(p.gzip)} | ${kb(p.tgzBytes)} | ${largest} |\n`,
      );
    }
    for (const p of sizes) {
      process.stdout.write(
        `\n**${p.tarball}** (${p.files} files, ${kb(p.bytes)}, ${kb(p.gzip)} gzipped file by file; tarball ${kb(p.tgzBytes)})\n\n`,
      );
      process.stdout.write('| file | bytes | gzipped |\n|---|---:|---:|\n');
      for (const f of p.list) process.stdout.write(`| \`${f.path}\` | ${f.bytes} | ${f.gzip} |\n`);
    }
  } else {
    for (const p of sizes) process.stdout.write(`${JSON.stringify(p)}\n`);
  }
}
