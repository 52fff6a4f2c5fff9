#!/usr/bin/env node
// Writes custom-elements.json (Custom Elements Manifest, schema 2.1.0) from the elements' own source:
// the class JSDoc (@summary, @tag, @event, @csspart, @cssprop) and each `@property(...)` field with
// its JSDoc line and declared type (`@state()` fields are internal). Run by the package's `build`
// script. Module paths name the published ES modules (src/board/nardy-board.ts → dist/board/nardy-board.js),
// which is what editors and documentation tools open in an installed package.
// `--check` exits 1 when the committed manifest is not what the source says.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The entry that registers the elements (`import '@nardy/elements'`). */
const ENTRY = 'src/index.ts';
const FILES = [
  'src/board/nardy-board.ts',
  'src/dice/nardy-dice.ts',
  'src/cube/nardy-cube.ts',
  'src/table/nardy-table.ts',
  'src/editor/nardy-editor.ts',
];
/** The live entry (`import '@nardy/elements/live'`): every element, and the ones only it registers. */
const LIVE_ENTRY = 'src/live.ts';
const LIVE_FILES = ['src/tournament/nardy-tournament.ts'];

/** Event detail types by event name, from the event map in events.ts. */
function eventTypes() {
  const text = readFileSync(join(root, 'src/events.ts'), 'utf8');
  const map = text.slice(text.indexOf('export interface NardyEventMap'), text.indexOf('export type NardyEventName'));
  const types = {};
  for (const m of map.matchAll(/'([a-z-]+)':\s*(CustomEvent<[^;]+>);/g)) types[m[1]] = m[2];
  return types;
}

function cleanDoc(block) {
  return block
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((l) => l.replace(/^\s*\*\s?/, ''))
    .join('\n')
    .trim();
}

function parseClassDoc(doc) {
  const out = { description: '', summary: '', tag: '', events: [], slots: [], cssParts: [], cssProperties: [] };
  const [body, ...tags] = doc.split(/\n(?=@)/);
  out.description = body.startsWith('@') ? '' : body.replace(/\s*\n\s*/g, ' ').trim();
  const all = body.startsWith('@') ? [body, ...tags] : tags;
  for (const raw of all) {
    const tag = raw.replace(/\s*\n\s*/g, ' ').trim();
    if (tag.startsWith('@summary ')) {
      out.summary = tag.slice('@summary '.length).trim();
      continue;
    }
    const m = /^@(\w+)\s+(\S+)?(?:\s+-\s+)?(.*)$/.exec(tag);
    if (!m) continue;
    const [, kind, name, rest] = m;
    if (kind === 'tag') out.tag = name;
    else if (kind === 'event') out.events.push({ name, description: rest.trim() });
    else if (kind === 'slot') out.slots.push({ name, description: rest.trim() });
    else if (kind === 'csspart') out.cssParts.push({ name, description: rest.trim() });
    else if (kind === 'cssprop' || kind === 'cssproperty') out.cssProperties.push({ name, description: rest.trim() });
  }
  return out;
}

/** The type of a field declared by its initializer alone (`hideLegal = false`). */
function typeOfInitializer(init) {
  const v = init?.trim() ?? '';
  if (v === 'true' || v === 'false') return 'boolean';
  if (/^-?\d/.test(v)) return 'number';
  if (/^['"`]/.test(v)) return 'string';
  return 'unknown';
}

/** The published module of a source file: what an installed package has. */
const published = (path) => path.replace(/^src\//, 'dist/').replace(/\.ts$/, '.js');

function parseModule(path, events) {
  const text = readFileSync(join(root, path), 'utf8');
  const cls = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*export class (\w+) extends (\w+)/.exec(text);
  if (!cls) throw new Error(`${path}: no documented element class`);
  const doc = parseClassDoc(cleanDoc(cls[1]));
  if (!doc.tag) throw new Error(`${path}: the class JSDoc has no @tag`);
  const attributes = [];
  const members = [];
  const field = /(\/\*\*(?:(?!\*\/)[\s\S])*\*\/)\s*@property\(([^)]*)\)\s*(\w+)(?::\s*(.+?))?(?:\s+=\s+(.+?))?;$/gm;
  for (const m of text.matchAll(field)) {
    const [, jsdoc, options, name, declared, init] = m;
    const description = cleanDoc(jsdoc).replace(/\s*\n\s*/g, ' ');
    const type = { text: declared?.trim() ?? typeOfInitializer(init) };
    const noAttr = /attribute:\s*false/.test(options);
    const named = /attribute:\s*'([^']+)'/.exec(options);
    const attribute = noAttr ? undefined : (named?.[1] ?? name.toLowerCase());
    const reflects = /reflect:\s*true/.test(options);
    members.push({
      kind: 'field',
      name,
      privacy: 'public',
      type,
      description,
      ...(attribute ? { attribute } : {}),
      ...(reflects ? { reflects: true } : {}),
    });
    if (attribute) attributes.push({ name: attribute, fieldName: name, type, description });
  }
  if (members.length === 0) throw new Error(`${path}: no documented @property fields`);
  const declaration = {
    kind: 'class',
    customElement: true,
    name: cls[2],
    tagName: doc.tag,
    summary: doc.summary,
    description: doc.description,
    superclass: { name: cls[3], package: 'lit' },
    attributes,
    members,
    events: doc.events.map((e) => ({
      name: e.name,
      type: { text: events[e.name] ?? 'CustomEvent' },
      description: e.description,
    })),
    ...(doc.slots.length > 0 ? { slots: doc.slots } : {}),
    cssParts: doc.cssParts,
    cssProperties: doc.cssProperties,
  };
  const module = published(path);
  return {
    kind: 'javascript-module',
    path: module,
    declarations: [declaration],
    exports: [{ kind: 'js', name: cls[2], declaration: { name: cls[2], module } }],
  };
}

/**
 * The package's entry module: it re-exports every element class and registers the tags (the
 * `custom-element-definition` exports say which tag each class gets when the entry is imported).
 */
function entryModule(entry, modules) {
  const exports = [];
  for (const m of modules) {
    const { name, tagName } = m.declarations[0];
    exports.push({ kind: 'js', name, declaration: { name, module: m.path } });
    exports.push({ kind: 'custom-element-definition', name: tagName, declaration: { name, module: m.path } });
  }
  return { kind: 'javascript-module', path: published(entry), declarations: [], exports };
}

export function buildManifest() {
  const events = eventTypes();
  const modules = FILES.map((f) => parseModule(f, events));
  const live = LIVE_FILES.map((f) => parseModule(f, events));
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [...modules, ...live, entryModule(ENTRY, modules), entryModule(LIVE_ENTRY, [...modules, ...live])],
  };
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const json = `${JSON.stringify(buildManifest(), null, 2)}\n`;
  const out = join(root, 'custom-elements.json');
  if (process.argv.includes('--check')) {
    let current = '';
    try {
      current = readFileSync(out, 'utf8');
    } catch {}
    if (current !== json) {
      process.stderr.write('custom-elements.json is stale: run `node scripts/manifest.mjs` in packages/elements\n');
      process.exit(1);
    }
    process.stdout.write('custom-elements.json is current\n');
  } else {
    writeFileSync(out, json);
    process.stdout.write(`wrote ${relative(process.cwd(), out) || out}\n`);
  }
}
