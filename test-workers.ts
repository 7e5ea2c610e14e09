// How many test files run at once, for Vitest and Playwright alike: one per core and one more. The tests
// wait on sockets, timers, child processes, storage and the browser's frames, so one per core leaves the
// machine partly idle, and Vitest's own default (one per core less one) runs a single worker on two
// cores. On two cores, against the earlier settings: the unit stage 335 s instead of 530-620 s, the
// browser suite 11.8 minutes instead of 14.6-16 (four workers: 12.8, slower again).
import { availableParallelism } from 'node:os';

export const TEST_WORKERS = availableParallelism() + 1;
