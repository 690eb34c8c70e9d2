/**
 * The gate a release passes before staff get it (publish, canary, promote): it must fit the shell
 * and the remotes that are live, not the repository's. Pure: the commands read what is live and
 * pass it in, so each rule is tested on its own (test/release-gate.test.ts).
 */
import type { ReleaseApp, ReleasePageRef, ReleaseRequires } from '@admin/api-client/contract';

export interface GateCandidate {
  app: ReleaseApp;
  release: string;
  pages: readonly ReleasePageRef[];
  exposes: readonly string[];
  requires: ReleaseRequires;
}

export interface GateContext {
  /** The live shell's release and what it provides; null when none is registered yet. */
  shell: { release: string; provides: ReleaseRequires } | null;
  /** The pages of every other app's live and canary releases (route ownership). */
  otherPages: readonly { app: ReleaseApp; release: string; path: string }[];
  /** Every remote's live release (checked against a new shell). */
  liveRemotes: readonly { app: ReleaseApp; release: string; requires: ReleaseRequires }[];
}

/** Our libs' `/singletons` entries carry a contract number, not a package version. */
const isContractEntry = (name: string) => name.endsWith('/singletons');
const major = (version: string): number | null => {
  const match = /^\^?~?(\d+)\./.exec(version);
  return match ? Number(match[1]) : null;
};

/**
 * One shared module: why `provider` (providing `provided`, undefined: absent) cannot serve what
 * `required` needs, or null when it can. A package must match in major version; a lib's contract
 * must be at least the one required.
 */
function sharedProblem(name: string, required: string, provided: string | undefined, provider: string): string | null {
  if (provided === undefined) return `${name} ${required}, which ${provider} does not provide`;
  if (isContractEntry(name)) {
    const need = Number(required);
    const have = Number(provided);
    return need > have ? `${name} contract ${need}; ${provider} provides contract ${have}` : null;
  }
  const need = major(required);
  const have = major(provided);
  if (need === null || have === null || need === have) return null;
  return `${name} ${required} (major ${need}); ${provider} provides ${name} ${provided}`;
}

/** `/order-details/:id` and `/Order-Details/:orderId/` are one route. */
export const routeKey = (path: string): string =>
  path
    .toLowerCase()
    .replace(/:[^/]+/g, ':')
    .replace(/\/+$/, '') || '/';

/** Every reason `candidate` may not go in front of staff, each a sentence naming what is missing; [] when it fits. */
export function gateProblems(candidate: GateCandidate, context: GateContext): string[] {
  const problems: string[] = [];
  const named = `${candidate.app} ${candidate.release}`;
  const exposes = new Set(candidate.exposes);
  for (const page of candidate.pages) {
    if (!exposes.has(page.expose))
      problems.push(`${named} declares the page ${page.path} with the expose ${page.expose}, which it does not expose`);
  }

  if (candidate.app === 'shell') {
    // A new shell must still provide what every live remote was built against.
    for (const remote of context.liveRemotes) {
      for (const [name, required] of Object.entries(remote.requires)) {
        const problem = sharedProblem(name, required, candidate.requires[name], named);
        if (problem) problems.push(`The live ${remote.app} ${remote.release} needs ${problem}`);
      }
    }
    return problems;
  }

  if (!context.shell) {
    problems.push(
      'No live shell release is registered: publish and promote the shell first (npm run release -- publish shell)',
    );
  } else {
    for (const [name, required] of Object.entries(candidate.requires)) {
      const problem = sharedProblem(
        name,
        required,
        context.shell.provides[name],
        `the live shell ${context.shell.release}`,
      );
      if (problem) problems.push(`${named} needs ${problem}`);
    }
  }

  const owners = new Map(context.otherPages.map((page) => [routeKey(page.path), page]));
  for (const page of candidate.pages) {
    const owner = owners.get(routeKey(page.path));
    if (owner && owner.app !== candidate.app)
      problems.push(`The route ${page.path} is already owned by ${owner.app} (release ${owner.release})`);
  }
  return problems;
}
