import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage } from '.';
import { useTranslation } from './use-translation';

function Greeting({ onT }: { onT: (t: unknown) => void }) {
  const { t, i18n } = useTranslation();
  useEffect(() => {
    onT(t);
  }, [t, onT]);
  return (
    <p lang={i18n.language}>
      {t('header.language')} · {t('home.hero.title', { defaultValue: 'x' })}
    </p>
  );
}

describe('useTranslation', () => {
  afterEach(() => changeLanguage('en'));

  it('renders again in the new language, with a new t only when the language changes', async () => {
    const ts: unknown[] = [];
    const remember = (t: unknown) => void ts.push(t);
    const { rerender } = render(<Greeting onT={remember} />);
    const english = screen.getByRole('paragraph').textContent;
    rerender(<Greeting onT={remember} />);
    expect(new Set(ts).size).toBe(1);

    await act(() => changeLanguage('am'));
    const paragraph = screen.getByRole('paragraph');
    expect(paragraph).toHaveAttribute('lang', 'am');
    expect(paragraph.textContent).not.toBe(english);
    expect(new Set(ts).size).toBe(2);
    expect(document.documentElement.lang).toBe('am');
    expect(localStorage.getItem('lang')).toBe('am');
  });
});
