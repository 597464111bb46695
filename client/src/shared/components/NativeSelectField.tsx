import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';

/**
 * A small outlined select using the phone's own picker, as TextField's native select looks,
 * without the code of MUI's own menu-based Select (Menu, Popover, Modal) on the page.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  children,
  testId,
  sx,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The <option> elements. */
  children: ReactNode;
  testId?: string;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  const inputProps = { id, 'data-testid': testId };
  return (
    <FormControl size="small" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} />}
        inputProps={inputProps}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
