import Link from '@mui/material/Link';
import { Fragment } from 'react';
import { matchPath } from 'react-router-dom';
import { Link as RouterLink } from '../../../app/router/links';
import { APP_ROUTES } from '../../../app/router/routes';

/** A site path on its own (not inside a web address or a fraction): '/seller/carRent/ABC'. */
const SITE_PATH = /(?<![\w/.:])\/[A-Za-z][\w-]*(?:\/[\w-]+)*/g;

/** Only paths the app really has become links. */
export function isAppPath(path: string): boolean {
  return APP_ROUTES.some((route) => matchPath(route.path, path) !== null);
}

/** Splits a reply into text and in-app links; newlines stay (the bubble keeps white space). */
export function MessageText({ text }: { text: string }) {
  const parts: (string | { path: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const path = match[0];
    if (!isAppPath(path)) continue;
    parts.push(text.slice(last, match.index), { path });
    last = match.index + path.length;
  }
  parts.push(text.slice(last));
  return parts.map((part, index) =>
    typeof part === 'string' ? (
      <Fragment key={index}>{part}</Fragment>
    ) : (
      <Link key={index} component={RouterLink} to={part.path} color="inherit">
        {part.path}
      </Link>
    ),
  );
}
