import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId } from 'react';

/**
 * A small search box with the magnifier in front; the caller keeps the text. Built from the
 * outlined input and its label rather than TextField, which also brings Select, Menu and
 * Modal's code onto every page with a search box.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onChange,
  sx,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (text: string) => void;
  sx?: SxProps<Theme>;
}) {
  const id = useId();
  return (
    <FormControl size="small" variant="outlined" sx={sx}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        id={id}
        type="search"
        label={label}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        startAdornment={
          <InputAdornment position="start">
            <SearchIcon />
          </InputAdornment>
        }
      />
    </FormControl>
  );
}
