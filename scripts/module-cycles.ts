// Issue 30's second fence: no import cycle between the parts of the domain. File-level cycles that
// cross a module are a dependency-cruiser rule (.dependency-cruiser.cjs); this reads the same
// cruise with every file folded into its part (a module of packages/commerce/src/modules/, the
// http/ kit, the kernel, the db/ kit and set-up, the composition root, the rest of the package, the
// web app) and fails on any cycle between parts.

import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { partOf, partCycles, type Edge } from './module-cycles-graph.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
for (const cycle of cycles) {
  console.error(`cycle between ${cycle.parts.join(', ')}:`);
  for (const edge of cycle.edges) console.error(`  ${edge.file} → ${edge.imports}`);
}
if (cycles.length > 0) process.exit(1);
console.log(`no cycle between the ${new Set(edges.flatMap((e) => [e.from, e.to])).size} parts`);
