// The calculator's arithmetic (templates/islands/roi-model.ts, which the page and the browser run) for the checks of
// its default scenario: one formula for what the page shows and what the build judges.
export { defaultValues, roiResult } from "../../templates/islands/roi-model.ts";
