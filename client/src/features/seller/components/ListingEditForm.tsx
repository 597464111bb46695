import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../app/i18n/use-translation';
import { useNavigate } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { SubmitButton } from '../../../shared/components/SubmitButton';
import type { ListingType, ListingView } from '../../listings/listing-types';
import { missingError, useListingFormErrors } from '../hooks/use-listing-form-errors';
import { useUpdateListing } from '../hooks/use-seller-listings';
import {
  editBody,
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

/** The one edit form for the four types: the post fields under the edit names (photos apart). */
export function ListingEditForm({ type, listing }: ListingEditFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<FormValues>(() => valuesFromListing(type, listing));
  const errors = useListingFormErrors(
    type,
    t(`seller.edit.failed.${type}`),
    t(`seller.edit.noAnswer.${type}`),
  );
  const { fix } = errors;
  const update = useUpdateListing(type, listing.postHash);

  const change = useCallback(
    (name: string, value: string) => {
      setValues((v) => ({ ...v, [name]: value }));
      if (value.trim()) fix(name);
    },
    [fix],
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(type, values, 'edit');
    if (missing.length > 0) return errors.fail(missingError('REQUIRED_FIELDS', missing));
    errors.clear();
    update.mutate(editBody(type, values), {
      onSuccess: () => {
        const state: ListNotice = { notice: t(`seller.edit.updatedType.${type}`) };
        void navigate(ownListPath(type), { state });
      },
      onError: errors.fail,
    });
  }

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <ListingFields
        type={type}
        values={values}
        errors={errors.fields}
        onChange={change}
        disabled={update.isPending}
      />
      {/* Next to the buttons, where the seller is looking on a long form. */}
      {errors.message && <Alert severity="error">{errors.message}</Alert>}
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
