import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A small search box with the magnifier in front; the caller keeps the text. */
export function SearchField({
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'onChange' | 'value'> & {
  value: string;
  onChange: (text: string) => void;
}) {
  return (
    <TextField
      type="search"
      size="small"
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
