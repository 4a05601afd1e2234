/** A message catalogue as stored: nested namespaces with message texts at the leaves. */
export type MessageTree = { [key: string]: string | MessageTree };

/** Every message text of a catalogue by its dotted path (`search.resultsFor`), for tests. */
export function messageLeaves(tree: MessageTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of messageLeaves(value, path)) out.set(k, v);
  }
  return out;
}
