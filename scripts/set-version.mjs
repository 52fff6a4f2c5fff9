#!/usr/bin/env node
// `npm run set-version -- X.Y.Z`: gives every published package (packages/*, not private) the one new
// version, so that the packages always move together; `workspace:*` dependencies follow when packed.
// Then write the release's section in CHANGELOG.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages } from './pack.mjs';

const version = process.argv[2];
if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version ?? '')) {
  process.stderr.write('usage: npm run set-version -- X.Y.Z\n');
  process.exit(2);
}
for (const p of publishedPackages()) {
  const file = join(p.dir, 'package.json');
  const text = readFileSync(file, 'utf8');
  writeFileSync(file, text.replace(/^( {2}"version": )"[^"]*"/m, `$1"${version}"`));
  process.stdout.write(`${p.name} ${p.version} → ${version}\n`);
}
