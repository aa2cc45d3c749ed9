import { cloneElement, isValidElement, type CSSProperties, type ReactNode, type Ref } from 'react';
import { cx } from '@/lib/ui/cx';

type Props = Record<string, unknown> & { children?: ReactNode };

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

/**
 * Renders its one child element with these props merged in (`asChild`, and a Field's control):
 * the child's own props win, except that class names and aria-describedby ids are joined, styles
 * merged, both event handlers run (the child's first) and both refs are set. The few lines of radix's Slot that
 * the public pages need, without its bundle.
 */
export function Slot({ children, ...slotProps }: Props) {
  if (!isValidElement(children)) return null;
  const childProps = children.props as Props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (childValue === undefined) continue;
    if (name === 'className') merged.className = cx(slotValue as string, childValue as string);
    else if (name === 'aria-describedby') merged[name] = cx(childValue as string, slotValue as string);
    else if (name === 'style') merged.style = { ...(slotValue as CSSProperties), ...(childValue as CSSProperties) };
    else if (name === 'ref') merged.ref = composeRefs(slotValue as Ref<unknown>, childValue as Ref<unknown>);
    else if (/^on[A-Z]/.test(name) && typeof slotValue === 'function' && typeof childValue === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result = childValue(...args);
        slotValue(...args);
        return result;
      };
    }
  }
  return cloneElement(children, merged);
}
