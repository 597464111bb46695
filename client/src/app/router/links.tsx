import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import {
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
  type To,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to one of the app's pages: a real `<a href>` (open in a new tab, copy, crawl) that moves
 * within the app on a plain click. Built from React Router's own hooks rather than its `Link`,
 * whose route-module prefetching (framework mode, unused here) is a sixth of the router's weight.
 */
export function Link({ to, replace, state, target, onClick, ...anchor }: LinkProps) {
  const href = useHref(to);
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
  };
  return <a {...anchor} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends LinkProps {
  /** Active only on exactly this path, not also on the pages below it. */
  end?: boolean;
}

/** A Link that knows when its page is the one open: `aria-current="page"` and the `active` class. */
export function NavLink({ end, className, ...link }: NavLinkProps) {
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(link.to).pathname.toLowerCase();
  const active =
    current === target ||
    (!end && target !== '/' && current.startsWith(target.endsWith('/') ? target : `${target}/`));
  return (
    <Link
      {...link}
      aria-current={active ? 'page' : undefined}
      className={[className, active && 'active'].filter(Boolean).join(' ') || undefined}
    />
  );
}
