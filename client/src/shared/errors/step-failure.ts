/**
 * The failure of one named step of an action of several calls (create the intent, then confirm;
 * read the subscription, then the address), so the page can show the text for the step that failed.
 */
export class StepFailure<Step extends string> extends Error {
  constructor(
    readonly step: Step,
    readonly error: unknown,
  ) {
    super(error instanceof Error ? error.message : String(error));
    this.name = 'StepFailure';
  }
}

/** Runs one step, naming it in its failure. */
export async function runStep<Step extends string, T>(
  step: Step,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new StepFailure(step, error);
  }
}

/** The step a failure names, or `otherwise` for an error thrown outside any step. */
export function failedStep<Step extends string>(
  failure: unknown,
  otherwise: Step,
): StepFailure<Step> {
  return failure instanceof StepFailure
    ? (failure as StepFailure<Step>)
    : new StepFailure(otherwise, failure);
}
