// Heap figures for the browser journeys and the bench: a full garbage collection, then a V8 heap snapshot read
// through the DevTools protocol. Bytes and counts only, never timings.
import type { Page } from '@playwright/test';

export interface HeapFigures {
  /** Sum of every live node's own size in the snapshot, in bytes. */
  totalBytes: number;
  /**
   * The part that is V8's compiled code (bytecode, optimised code, feedback vectors: node type 'code').
   * It grows as the same functions run again and get optimised, whatever the page keeps.
   */
  codeBytes: number;
  /** React root objects (FiberRootNode): found by shape, since minified builds rename the constructor. */
  reactRoots: number;
  /** Nodes literally named FiberRootNode (0 when every React on the page is minified). */
  namedFiberRootNodes: number;
  /** Bytes by node name (constructor, string, closure…), to say what grew. */
  bytesByName: Map<string, number>;
}

/** The `count` names whose bytes grew most between two snapshots, e.g. 'Object +120.3 KiB', leaving out names `skip` matches. */
export function topGrowth(
  before: HeapFigures,
  after: HeapFigures,
  count = 8,
  skip: (name: string) => boolean = () => false,
): string[] {
  return [...after.bytesByName]
    .filter(([name]) => !skip(name))
    .map(([name, bytes]) => [name, bytes - (before.bytesByName.get(name) ?? 0)] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, bytes]) => `${name.slice(0, 60)} +${(bytes / 1024).toFixed(1)} KiB`);
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] } };
  nodes: number[];
  edges: number[];
  strings: string[];
}

/** A React root holds these properties in React 18 and 19 alike, whatever the minifier did to its name. */
const ROOT_FIELDS = ['containerInfo', 'pendingLanes', 'current'];

export async function heapFigures(page: Page): Promise<HeapFigures> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const chunks: string[] = [];
    cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
    return readSnapshot(JSON.parse(chunks.join('')) as Snapshot);
  } finally {
    await cdp.detach();
  }
}

function readSnapshot({ snapshot: { meta }, nodes, edges, strings }: Snapshot): HeapFigures {
  const nodeFields = meta.node_fields.length;
  const edgeFields = meta.edge_fields.length;
  const at = (name: string, fields: string[]) => fields.indexOf(name);
  const [nType, nName, nSize, nEdges] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    at(f, meta.node_fields),
  ) as [number, number, number, number];
  const [eType, eName] = ['type', 'name_or_index'].map((f) => at(f, meta.edge_fields)) as [number, number];
  const objectType = meta.node_types[0].indexOf('object');
  const propertyType = meta.edge_types[0].indexOf('property');

  let totalBytes = 0;
  let codeBytes = 0;
  const codeType = meta.node_types[0].indexOf('code');
  let reactRoots = 0;
  let namedFiberRootNodes = 0;
  const bytesByName = new Map<string, number>();
  let edge = 0;
  for (let node = 0; node < nodes.length; node += nodeFields) {
    totalBytes += nodes[node + nSize]!;
    if (nodes[node + nType] === codeType) codeBytes += nodes[node + nSize]!;
    const label = `${meta.node_types[0][nodes[node + nType]!]}:${strings[nodes[node + nName]!]}`;
    bytesByName.set(label, (bytesByName.get(label) ?? 0) + nodes[node + nSize]!);
    const edgeCount = nodes[node + nEdges]!;
    if (nodes[node + nType] === objectType) {
      if (strings[nodes[node + nName]!] === 'FiberRootNode') namedFiberRootNodes += 1;
      let found = 0;
      for (let i = 0; i < edgeCount; i += 1) {
        const e = edge + i * edgeFields;
        if (edges[e + eType] === propertyType && ROOT_FIELDS.includes(strings[edges[e + eName]!]!)) found += 1;
      }
      if (found === ROOT_FIELDS.length) reactRoots += 1;
    }
    edge += edgeCount * edgeFields;
  }
  return { totalBytes, codeBytes, reactRoots, namedFiberRootNodes, bytesByName };
}
