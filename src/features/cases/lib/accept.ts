// What a contractor is told after Accept Case (the race's loser hears
// cases-api's ALREADY_TAKEN instead).
export const ACCEPTED = 'Case accepted — it is now in your cases';
