/** Elements whose content is never text a person typed (scripts, styles, embedded documents). */
export const DROPPED_CONTENT = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'noembed', 'noframes', 'xmp', 'object', 'title', 'textarea', 'select']);
