// Issue 30's second fence: no import cycle between the parts of the domain. File-level cycles that
// cross a module are a dependency-cruiser rule (.dependency-cruiser.cjs); this reads the same
// cruise with every file folded into its part (a module of packages/commerce/src/modules/, the
// http/ kit, the db/ set-up, the rest of the package) and fails on a cycle between parts that
// .module-cycles-known.json does not list. Mending a cycle takes it off that list (--write).

import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partOf, partCycles, type Edge } from './module-cycles-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const KNOWN = path.join(root, '.module-cycles-known.json');

interface CruiseOutput {
  modules: { source: string; dependencies: { resolved: string; dependencyTypes: string[] }[] }[];
}

function cruise(): CruiseOutput {
  const bin = path.join(root, 'node_modules', '.bin', 'depcruise');
  const args = ['--config', '.dependency-cruiser.cjs', '--output-type', 'json', 'packages', 'apps/web/src'];
  try {
    return JSON.parse(execFileSync(bin, args, { cwd: root, maxBuffer: 256 * 1024 * 1024 }).toString());
  } catch (error) {
    // depcruise exits with the number of rule violations; its JSON is on stdout all the same.
    const stdout = (error as { stdout?: Buffer }).stdout;
    if (!stdout || stdout.length === 0) throw error;
    return JSON.parse(stdout.toString());
  }
}

const edges: Edge[] = [];
for (const file of cruise().modules) {
  const from = partOf(file.source);
  if (!from) continue;
  for (const dependency of file.dependencies) {
    const to = partOf(dependency.resolved);
    if (to && to !== from) edges.push({ from, to, file: file.source, imports: dependency.resolved });
  }
}

const cycles = partCycles(edges);
const names = cycles.map((cycle) => cycle.parts.join(' ⇄ '));
if (process.argv.includes('--write')) {
  writeFileSync(KNOWN, `${JSON.stringify(names, null, 2)}\n`);
  console.log(`${names.length} known cycle(s) written to ${path.relative(root, KNOWN)}`);
  process.exit(0);
}

const known = new Set(JSON.parse(readFileSync(KNOWN, 'utf8')) as string[]);
const fresh = cycles.filter((cycle) => !known.has(cycle.parts.join(' ⇄ ')));
const mended = [...known].filter((name) => !names.includes(name));
for (const cycle of fresh) {
  console.error(`cycle between ${cycle.parts.join(', ')}:`);
  for (const edge of cycle.edges) console.error(`  ${edge.file} → ${edge.imports}`);
}
if (mended.length > 0) {
  console.error(
    `no longer cycles: ${mended.join('; ')}. Take them off ${path.relative(root, KNOWN)} (npm run lint:cycles -- --write).`,
  );
}
if (fresh.length > 0 || mended.length > 0) process.exit(1);
console.log(`no cycle between parts beyond the ${known.size} known`);
