/** On Ctrl-C or SIGTERM, runs every stop once, then exits: 0, or 1 when one failed. */
export function stopOnSignal(stops: (() => Promise<void>)[]): void;
/** What a failure says: its message. */
export function errorText(error: unknown): string;
