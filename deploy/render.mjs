#!/usr/bin/env node
// Fills in the ${NARDY_...} variables of a template of this folder from the environment and prints the
// result: `NARDY_SERVER_NAME=club.example.org … node deploy/render.mjs deploy/nginx/nardy.conf.template`.
// Unlike envsubst it leaves nginx's own $variables alone and refuses a template with a variable unset.
import { readFileSync } from 'node:fs';

/** The template with every `${NARDY_NAME}` replaced by `values.NARDY_NAME`; throws naming the missing ones. */
export function render(template, values) {
  const missing = new Set();
  const text = template.replace(/\$\{(NARDY_[A-Z0-9_]+)\}/g, (_, name) => {
    if (values[name] === undefined || values[name] === '') missing.add(name);
    return values[name] ?? '';
  });
  if (missing.size > 0) throw new Error(`unset: ${[...missing].join(', ')}`);
  return text;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('usage: node deploy/render.mjs TEMPLATE > FILE\n');
    process.exit(2);
  }
  try {
    process.stdout.write(render(readFileSync(file, 'utf8'), process.env));
  } catch (e) {
    process.stderr.write(`render: ${e.message}\n`);
    process.exit(1);
  }
}
