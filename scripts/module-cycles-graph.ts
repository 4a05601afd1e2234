// The parts of the code a cycle is judged between, and the cycles among them (Tarjan's strongly
// connected components): pure, so scripts/module-cycles.ts stays I/O only.

/** One import from a file of one part to a file of another. */
export interface Edge {
  from: string;
  to: string;
  file: string;
  imports: string;
}

export interface PartCycle {
  /** The parts tied together, sorted. */
  parts: string[];
  /** One import for each pair of parts that ties them, as evidence. */
  edges: Edge[];
}

const AREAS: readonly [RegExp, (match: RegExpExecArray) => string][] = [
  [/^packages\/commerce\/src\/modules\/([^/]+)\//, (m) => `modules/${m[1]}`],
  // The database set-up (the schema of every table for migrations, the demo data, the bootstrap)
  // sits above the modules; the rest of db/ is the kit they query through.
  [/^packages\/commerce\/src\/db\/(seed\/|bootstrap\.ts$|schema\.ts$|index\.ts$)/, () => 'setup'],
  [/^packages\/commerce\/src\/(kernel|http|db)\//, (m) => m[1]!],
  // The composition root builds the API and the process from the modules (decision 0058).
  [
    /^packages\/commerce\/src\/(api|server|openapi-document|catalogue|index|jobs|[a-z]+-hooks|error-[a-z]+|errors-public)\.ts$/,
    () => 'root',
  ],
  [/^packages\/commerce\/src\//, () => 'commerce'],
  [/^packages\/(config|client)\/src\//, (m) => m[1]!],
  [/^apps\/web\/src\//, () => 'web'],
];

/** The part a repository path belongs to, or undefined outside the code that is judged. */
export function partOf(file: string): string | undefined {
  for (const [pattern, name] of AREAS) {
    const match = pattern.exec(file);
    if (match) return name(match);
  }
  return undefined;
}

/** Every set of two or more parts that import each other round a loop. */
export function partCycles(edges: readonly Edge[]): PartCycle[] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (!next.has(from)) next.set(from, new Set());
    if (!next.has(to)) next.set(to, new Set());
    next.get(from)!.add(to);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let counter = 0;

  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node)!) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) components.push(component.sort());
    }
  };
  for (const node of [...next.keys()].sort()) if (!index.has(node)) visit(node);

  return components
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((parts) => {
      const inside = new Set(parts);
      const seen = new Set<string>();
      const evidence = edges.filter((edge) => {
        const pair = `${edge.from}→${edge.to}`;
        if (!inside.has(edge.from) || !inside.has(edge.to) || seen.has(pair)) return false;
        seen.add(pair);
        return true;
      });
      return { parts, edges: evidence };
    });
}
