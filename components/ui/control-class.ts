/** The look every text-like control shares (input, textarea, select trigger), so that they line up in a form. */
export const controlClass =
  'w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger sm:text-sm';
