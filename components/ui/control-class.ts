/**
 * The look every text-like control shares (input, textarea, select trigger), so that they line
 * up in a form: `.ui-control` in ./primitives.css (a caller's utilities win over it).
 */
export const controlClass = 'ui-control';
