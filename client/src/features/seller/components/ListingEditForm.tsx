import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { formErrorsOf } from '../../../api/client';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import type { ListingType, ListingView } from '../../listings/listing-types';
import { useUpdateListing } from '../hooks/use-seller-listings';
import {
  editBody,
  formFieldOf,
  missingFields,
  valuesFromListing,
  type FormValues,
} from '../listing-form-config';
import { ownListPath, type ListNotice } from '../seller-paths';
import { ListingFields } from './ListingFields';

interface ListingEditFormProps {
  type: ListingType;
  listing: ListingView;
}

/** The one edit form for the four types: the post fields under the edit names, no photos. */
export function ListingEditForm({ type, listing }: ListingEditFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => valuesFromListing(type, listing));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateListing(type, listing.postHash);

  const change = useCallback(
    (name: string, value: string) => setValues((v) => ({ ...v, [name]: value })),
    [],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    setFieldErrors({});
    const missing = missingFields(type, values, 'edit');
    if (missing.length > 0) {
      return setError(t('seller.form.missingFields', { fields: missing.join(', ') }));
    }
    setError(null);
    update.mutate(editBody(type, values), {
      onSuccess: (message) => {
        const state: ListNotice = { notice: message || t('seller.edit.updated') };
        void navigate(ownListPath(type), { state });
      },
      onError: (failure) => {
        const { message, fields } = formErrorsOf(
          failure,
          t(`seller.edit.failed.${type}`),
          formFieldOf(type),
        );
        setFieldErrors(fields);
        setError(message);
      },
    });
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <ListingFields
        type={type}
        values={values}
        errors={fieldErrors}
        onChange={change}
        disabled={update.isPending}
      />
      {/* Next to the buttons, where the seller is looking on a long form. */}
      {error && <Alert severity="error">{error}</Alert>}
      <Stack direction={{ xs: 'column-reverse', sm: 'row' }} spacing={2}>
        <Button
          component={RouterLink}
          to={ownListPath(type)}
          variant="outlined"
          size="large"
          fullWidth
        >
          {t('seller.edit.cancel')}
        </Button>
        <SubmitButton busy={update.isPending}>{t('seller.edit.submit')}</SubmitButton>
      </Stack>
    </Stack>
  );
}
