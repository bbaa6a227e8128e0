// The humorous legal-themed phrases of the full-screen loading view.
export const LOADING_PHRASES: readonly string[] = [
  'Approaching the bench...',
  'Filing your paperwork in triplicate...',
  'Objection! Sustained... still loading.',
  'Swearing in the witnesses...',
  'Consulting the case law...',
  'Reviewing the fine print...',
  'Briefing the judge...',
  'Polishing the gavel...',
  'Calling the next case on the docket...',
  'Stamping everything "Received"...',
  'Waiting for the clerk to find the file...',
  'Reading the motion into the record...',
  'Requesting a brief recess...',
  'Checking for conflicts of interest...',
  'Deliberating in chambers...',
  'Serving notice to all parties...',
  'Taking judicial notice of your patience...',
  'Citing precedent...',
  'Entering it into evidence...',
  'Preparing the best interests report...',
  'Scheduling a status conference...',
  'Notarizing the notary...',
  'Straightening the robes...',
  'Overruling the slow connection...',
  'Cross-examining the server...',
  'Shepardizing the citations...',
  'Tabbing the exhibits...',
  'Finding the courtroom on the third floor...',
  'All rise...',
];

/**
 * Picks a phrase at random, never the one shown just before.
 * `random` returns a number in [0, 1), like Math.random.
 */
export function pickLoadingPhrase(
  previous: string | undefined,
  phrases: readonly string[] = LOADING_PHRASES,
  random: () => number = Math.random,
): string {
  const candidates = phrases.filter((p) => p !== previous);
  if (candidates.length === 0) return phrases[0] ?? '';
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return candidates[index] as string;
}
