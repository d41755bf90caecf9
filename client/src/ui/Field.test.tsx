import { cleanup, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it } from 'vitest';
import { theme } from '../theme/theme';
import { TextField } from './Field';

describe('TextField', () => {
  afterEach(cleanup);

  it('ties its error to the control, which it marks invalid, without an alert of its own', () => {
    render(
      <ThemeProvider theme={theme}>
        <TextField label="Username" error="Please enter both username and password." value="" onChange={() => undefined} />
      </ThemeProvider>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Please enter both username and password.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
