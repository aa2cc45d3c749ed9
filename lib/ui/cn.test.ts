import { describe, expect, it } from 'vitest';
import { cn } from '@/lib/ui/cn';
import { cx } from '@/lib/ui/cx';

describe('cn', () => {
  it('skips falsy values and follows clsx rules for arrays and objects', () => {
    expect(cn('a', false, null, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  it("lets a caller's class win over the component's conflicting one", () => {
    expect(cn('h-10 px-4', 'px-2')).toBe('h-10 px-2');
    expect(cn('p-6', 'px-0')).toBe('p-6 px-0');
    expect(cn('sm:max-w-lg', 'sm:max-w-md')).toBe('sm:max-w-md');
  });

  it("treats the theme's colour tokens as colours, not as font sizes", () => {
    expect(cn('bg-primary text-primary-foreground', 'bg-danger text-danger-foreground')).toBe('bg-danger text-danger-foreground');
    expect(cn('text-sm', 'text-danger')).toBe('text-sm text-danger');
    expect(cn('border-input', 'border-danger')).toBe('border-danger');
    expect(cn('border', 'border-danger')).toBe('border border-danger');
  });
});

describe('cx', () => {
  it('joins class names, leaving out the false and empty ones, and merges nothing', () => {
    expect(cx('ui-button', false, null, undefined, '', 'h-8')).toBe('ui-button h-8');
    expect(cx('h-10', 'h-8')).toBe('h-10 h-8');
  });
});
