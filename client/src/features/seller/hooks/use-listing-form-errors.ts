import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { ApiError, formErrorsOf } from '../../../api/client';
import { errorTextsReady } from '../../../app/i18n';
import { failureText } from '../../../shared/errors/failure-text';
import type { ListingType } from '../../listings/listing-types';
import { fieldLabeler, formFieldOf } from '../listing-form-config';

// These forms name refusals themselves, before any request: their texts come with the forms.
void errorTextsReady();

/** Refusals that name every missing field (or photo) at once, in `params.fields`. */
const MISSING_CODES = ['REQUIRED_FIELDS', 'REQUIRED_IMAGES'];

const SENTENCES: Record<string, string> = {
  REQUIRED_FIELDS: 'Please fill all required fields: ',
  REQUIRED_IMAGES: 'Please upload all required images: ',
};

/**
 * The check before sending, as the server would refuse it: REQUIRED_FIELDS or REQUIRED_IMAGES
 * naming the missing ones (server names), so both read alike.
 */
export function missingError(code: 'REQUIRED_FIELDS' | 'REQUIRED_IMAGES', fields: string[]) {
  return new ApiError(400, `${SENTENCES[code]}${fields.join(', ')}`, [], code, { fields });
}

/**
 * The text for a failed call that the server did not refuse: 'failed' when it answered with a
 * 5xx, 'noAnswer' when it was not reached; a refusal (4xx) shows its reason.
 */
export function failureOf(error: unknown, failed: string, noAnswer: string): string {
  const answered = error instanceof ApiError && error.status > 0;
  return failureText(error, answered ? failed : noAnswer);
}

/** The field names an error's value holds: one (`field`) or several (`fields`). */
const listOf = (value: string | number | readonly string[] | undefined): string[] =>
  value === undefined ? [] : typeof value === 'object' ? [...value] : [String(value)];

/**
 * A listing form's errors, from the server's refusal or the check before sending: the summary
 * and each field's text, in the user's language, fields named by their labels. Fixing a field
 * (giving it a value, picking a photo) clears its error and takes it out of the summary; the
 * summary goes once every field it named is fixed.
 */
export function useListingFormErrors(type: ListingType, fallback: string, noAnswer?: string) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<unknown>(null);
  const [fixed, setFixed] = useState<ReadonlySet<string>>(() => new Set());

  const fail = useCallback((error: unknown) => {
    setFailure(error);
    setFixed(new Set());
  }, []);
  const clear = useCallback(() => fail(null), [fail]);
  const fix = useCallback(
    (name: string) => setFixed((done) => (done.has(name) ? done : new Set(done).add(name))),
    [],
  );

  const shown = useMemo(() => {
    if (failure === null) return { message: null, fields: {} };
    const formField = formFieldOf(type);
    const open = (serverField: string) => !fixed.has(formField(serverField));
    const labelOf = fieldLabeler(type, t);
    // Given the text for no answer, a failure the server did not refuse shows the form's texts.
    if (
      noAnswer !== undefined &&
      !(failure instanceof ApiError && failure.status >= 400 && failure.status < 500)
    ) {
      return { message: failureOf(failure, fallback, noAnswer), fields: {} };
    }
    if (!(failure instanceof ApiError)) {
      return { message: formErrorsOf(failure, fallback).message, fields: {} };
    }
    const { code, params } = failure;
    const missing = MISSING_CODES.includes(code ?? '');
    const named = listOf(missing ? params?.fields : params?.field);
    const left = named.filter(open);
    const error = new ApiError(
      failure.status,
      failure.message,
      failure.fieldErrors.filter((e) => open(e.field)),
      code,
      missing ? { ...params, fields: left } : params,
    );
    const { message, fields } = formErrorsOf(error, fallback, formField, labelOf);
    for (const field of left) {
      // Beside a missing field one word says so; the summary names them all.
      fields[formField(field)] = missing ? t('seller.form.required') : message;
    }
    // Once every field the summary named is fixed, it has nothing left to say.
    return { message: named.length > 0 && left.length === 0 ? null : message, fields };
  }, [failure, fixed, type, t, fallback, noAnswer]);

  return { ...shown, fail, clear, fix };
}
