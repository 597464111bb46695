import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../../../app/auth/access';
import i18n, { changeLanguage } from '../../../app/i18n';
import type { StoredSession } from '../../../app/auth/session';
import type { AppRoute, RouteAccess } from '../../../app/router/route-types';
import { APP_ROUTES } from '../../../app/router/routes';
import { inLanguage } from '../../../test/language';
import { BUYER_SESSION, SELLER_SESSION } from '../../../test/render';
import '../i18n';
import '../i18n/page-names';
import { decideAccess } from '../../../app/auth/access';
import { LEVEL_ROLE, NAVIGATION_TARGETS, roleOf, type RoleName } from './targets';
import {
  AMHARIC_COMMAND_WORDS,
  COMMAND_WORDS,
  commandTarget,
  navigationReply,
  requiredRoles,
  resolveNavigation,
} from './resolve-navigation';

const PUBLIC: RouteAccess = { kind: 'public' };
const SELLER: RouteAccess = { kind: 'signed-in', userType: 'seller' };
const staff = (...levels: number[]): RouteAccess => ({
  kind: 'signed-in',
  userType: 'employee',
  levels,
});
const page = (path: string, nameKey: string, access: RouteAccess): AppRoute => ({
  path,
  nameKey,
  access,
  element: nameKey,
});

/** A small catalogue whose name keys are the page names themselves. */
const ROUTES: AppRoute[] = [
  page('/', 'Home', PUBLIC),
  page('/about', 'About', PUBLIC),
  page('/register', 'Register', { kind: 'guest' }),
  page('/getCarRent', 'Cars for Rent', { kind: 'signed-in' }),
  page('/seller/carRent/:postHash', 'Car for rent details', { kind: 'signed-in' }),
  page('/seller/adminPost', 'Seller dashboard', SELLER),
  page('/seller/chapa', 'Top up with Chapa', SELLER),
  // Not built yet: still a page the guards know.
  { path: '/seller/history', nameKey: 'History', access: SELLER },
  page('/buyer/subscibe', 'Buyer subscription', { kind: 'signed-in', userType: 'buyer' }),
  page('/employee/admin', 'Admin dashboard', staff(3, 2, 1)),
  page('/employee/list', 'Employee list', staff(3, 2)),
  page('/employee/add', 'Add employee', staff(3)),
  page('/employee/edit/:employeeHash', 'Edit employee', staff(3)),
];
const names = (nameKey: string) => [nameKey];

const staffSession = (level: number): StoredSession => ({
  token: 'header.payload.signature',
  userType: 'employee',
  userDetails: {
    employeeId: 10 + level,
    employeeEmail: `staff${level}@example.et`,
    employeeRole: level,
    employeeFirstName: 'Selam',
  },
});
const viewerOf = (session: StoredSession | null): Viewer => ({
  session,
  employeeRole: session?.userType === 'employee' ? session.userDetails.employeeRole : null,
});
const VIEWERS = {
  guest: viewerOf(null),
  seller: viewerOf(SELLER_SESSION),
  buyer: viewerOf(BUYER_SESSION),
  'staff level 1': viewerOf(staffSession(1)),
  'staff level 2': viewerOf(staffSession(2)),
  'staff level 3': viewerOf(staffSession(3)),
};
type ViewerName = keyof typeof VIEWERS;

const en = i18n.getFixedT('en');
const reply = (viewer: ViewerName, message: string, routes = ROUTES) => {
  const outcome = resolveNavigation(message, routes, VIEWERS[viewer], names);
  return outcome && navigationReply(outcome, en);
};

describe('commandTarget', () => {
  it.each(COMMAND_WORDS)('reads the words after "%s"', (command) => {
    expect(commandTarget(`${command} employee list`)).toBe('employee list');
  });

  it('ignores case, surrounding blanks, "the", "page" and end punctuation', () => {
    expect(commandTarget('  Take Me To the Post History page?! ')).toBe('Post History');
    expect(commandTarget('GO TO about.')).toBe('about');
  });

  it.each([
    'what is my balance',
    'opening hours?',
    'open',
    'go to   ',
    'please go to home',
    'goto home',
  ])('"%s" is no navigation command', (message) => {
    expect(commandTarget(message)).toBeNull();
  });
});

describe('resolveNavigation', () => {
  it.each(COMMAND_WORDS)('"%s …" finds the page and navigates when allowed', (command) => {
    expect(
      resolveNavigation(`${command} employee list`, ROUTES, VIEWERS['staff level 2'], names),
    ).toEqual({
      kind: 'navigate',
      path: '/employee/list',
      nameKey: 'Employee list',
    });
  });

  it('matches on the path as well as the page name', () => {
    expect(resolveNavigation('go to /seller/chapa', ROUTES, VIEWERS.seller, names)).toMatchObject({
      path: '/seller/chapa',
    });
    expect(
      resolveNavigation('open seller admin post', ROUTES, VIEWERS.seller, names),
    ).toMatchObject({
      path: '/seller/adminPost',
    });
  });

  it('tolerates typos within the threshold and gives up beyond it', () => {
    expect(
      resolveNavigation('open employe lisst', ROUTES, VIEWERS['staff level 3'], names),
    ).toMatchObject({
      path: '/employee/list',
    });
    expect(resolveNavigation('open emp', ROUTES, VIEWERS['staff level 3'], names)).not.toBeNull();
    expect(resolveNavigation('show me weather forecast', ROUTES, VIEWERS.seller, names)).toBeNull();
    expect(
      resolveNavigation('show me Toyota for rent in Adama', ROUTES, VIEWERS.buyer, names),
    ).toBeNull();
  });

  it('leaves messages that are no command to the server', () => {
    expect(resolveNavigation('what is my balance', ROUTES, VIEWERS.seller, names)).toBeNull();
  });

  it('never picks a page that needs an id', () => {
    const outcome = resolveNavigation(
      'open edit employee',
      ROUTES,
      VIEWERS['staff level 3'],
      names,
    );
    expect(outcome?.path ?? '').not.toContain(':');
    // The exact name of a page with an id finds nothing.
    expect(
      resolveNavigation('go to car for rent details', ROUTES, VIEWERS.buyer, names),
    ).toBeNull();
  });

  it('opens pages that are listed but not built yet, like the guards would', () => {
    expect(reply('seller', 'take me to post history')).toBe('Taking you to History.');
  });

  it('translates page names with the function it is given', () => {
    const outcome = resolveNavigation('go to tarik', ROUTES, VIEWERS.seller, (key) =>
      key === 'History' ? ['Tarik', 'History'] : [key],
    );
    expect(outcome).toMatchObject({ path: '/seller/history' });
  });
});

describe('permission replies', () => {
  it.each<[ViewerName, string, string]>([
    ['guest', 'open about', 'Taking you to About.'],
    [
      'guest',
      'show me cars for rent',
      "You don't have permission to access /getCarRent. Please log in.",
    ],
    [
      'guest',
      'go to seller dashboard',
      "You don't have permission to access /seller/adminPost. Please log in.",
    ],
    [
      'guest',
      'open employee list',
      "You don't have permission to access /employee/list. Please log in.",
    ],
    ['seller', 'go to seller dashboard', 'Taking you to Seller dashboard.'],
    ['seller', 'show me cars for rent', 'Taking you to Cars for Rent.'],
    [
      'seller',
      'open buyer subscription',
      "You don't have permission to access /buyer/subscibe. Required: Buyer",
    ],
    [
      'seller',
      'open employee list',
      "You don't have permission to access /employee/list. Required: Manager, Admin",
    ],
    [
      'seller',
      'open register',
      "You don't have permission to access /register. Required: Visitor (logged out)",
    ],
    ['buyer', 'open buyer subscription', 'Taking you to Buyer subscription.'],
    [
      'buyer',
      'go to seller dashboard',
      "You don't have permission to access /seller/adminPost. Required: Seller",
    ],
    [
      'buyer',
      'open employee list',
      "You don't have permission to access /employee/list. Required: Manager, Admin",
    ],
    [
      'buyer',
      'open admin dashboard',
      "You don't have permission to access /employee/admin. Required: Employee, Manager, Admin",
    ],
    ['staff level 1', 'open admin dashboard', 'Taking you to Admin dashboard.'],
    [
      'staff level 1',
      'open employee list',
      "You don't have permission to access /employee/list. Required: Manager, Admin",
    ],
    [
      'staff level 1',
      'go to seller dashboard',
      "You don't have permission to access /seller/adminPost. Required: Seller",
    ],
    ['staff level 2', 'open employee list', 'Taking you to Employee list.'],
    [
      'staff level 2',
      'open add employee',
      "You don't have permission to access /employee/add. Required: Admin",
    ],
    ['staff level 3', 'open add employee', 'Taking you to Add employee.'],
    ['staff level 3', 'open employee list', 'Taking you to Employee list.'],
  ])('%s: "%s" → %s', (viewer, message, expected) => {
    expect(reply(viewer, message)).toBe(expected);
  });

  it('names the roles of each kind of page', () => {
    expect(requiredRoles({ kind: 'public' })).toEqual([]);
    expect(requiredRoles({ kind: 'guest' })).toEqual(['visitor']);
    expect(requiredRoles({ kind: 'signed-in' })).toEqual([]);
    expect(requiredRoles(SELLER)).toEqual(['seller']);
    expect(requiredRoles({ kind: 'signed-in', userType: 'employee' })).toEqual(['employee']);
    expect(requiredRoles(staff(3, 2, 1))).toEqual(['employee', 'manager', 'admin']);
  });

  it('speaks Amharic when asked', async () => {
    const outcome = resolveNavigation('open employee list', ROUTES, VIEWERS.buyer, names)!;
    await inLanguage('am', () => {
      expect(navigationReply(outcome, i18n.getFixedT('am'))).toBe(
        '«Employee list» (/employee/list) ለመክፈት ፈቃድ የለዎትም። የሚያስፈልገው፦ ሥራ አስኪያጅ፣ አስተዳዳሪ',
      );
    });
  });
});

describe('with the app’s own route catalogue', () => {
  const pageNames = (nameKey: string) => [...new Set([en(nameKey)])];
  const resolve = (viewer: ViewerName, message: string) =>
    resolveNavigation(message, APP_ROUTES, VIEWERS[viewer], pageNames);

  it('takes a seller to the post history', () => {
    expect(resolve('seller', 'take me to post history')).toMatchObject({
      kind: 'navigate',
      path: '/seller/history',
    });
  });

  it('sends a buyer to the seller area with the permission reply', () => {
    expect(resolve('buyer', 'open seller dashboard')).toEqual({
      kind: 'denied',
      path: '/seller/adminPost',
      nameKey: 'seller.dashboard.title',
      required: ['seller'],
    });
  });

  it('leaves listing searches to the server', () => {
    expect(resolve('buyer', 'show me Toyota for rent in Adama')).toBeNull();
  });
});

describe('Amharic commands', () => {
  it.each([
    ['ወደ ታሪክ ውሰደኝ', 'ታሪክ'],
    ['እባክህ ወደ ታሪክ ገጽ ውሰደኝ።', 'ታሪክ'],
    ['መኪና ለኪራይ አሳየኝ', 'መኪና ለኪራይ'],
    ['ታሪክን አሳዩኝ', 'ታሪክ'],
    ['ሠራተኞችን ክፈት', 'ሠራተኞች'],
    ['ወደ መነሻ ሂድ!', 'መነሻ'],
  ])('"%s" asks for "%s"', (message, target) => {
    expect(commandTarget(message)).toBe(target);
  });

  it.each(AMHARIC_COMMAND_WORDS)('knows the verb "%s"', (verb) => {
    expect(commandTarget(`ወደ ታሪክ ${verb}`)).toBe('ታሪክ');
  });

  it.each(['ሒሳቤ ስንት ነው?', 'ውሰደኝ', 'ታሪክ'])('"%s" is no navigation command', (message) => {
    expect(commandTarget(message)).toBeNull();
  });
});

describe('per role, with the app’s own route catalogue in Amharic', () => {
  const am = i18n.getFixedT('am');
  beforeAll(() => changeLanguage('am'));
  afterAll(() => changeLanguage('en'));
  const words = (path: string) => {
    const byPath = am('chat.pageWords', { returnObjects: true }) as Record<string, string[]>;
    return byPath[path] ?? [];
  };
  const resolve = (viewer: ViewerName, message: string) =>
    resolveNavigation(message, APP_ROUTES, VIEWERS[viewer], (key) => [am(key), en(key)], words);

  it.each<[ViewerName, string]>([
    ['seller', '/seller/history'],
    ['staff level 2', '/employee/seller/history'],
    ['staff level 3', '/employee/seller/history'],
  ])('takes %s to their own history: %s', (viewer, path) => {
    expect(resolve(viewer, 'ወደ ታሪክ ውሰደኝ')).toMatchObject({ kind: 'navigate', path });
    expect(resolve(viewer, 'take me to history')).toMatchObject({ kind: 'navigate', path });
  });

  it('tells a level 1 employee that the back-office history is for managers and admins', () => {
    const outcome = resolve('staff level 1', 'ወደ ታሪክ ውሰደኝ')!;
    expect(outcome).toMatchObject({ kind: 'denied', path: '/employee/seller/history' });
    expect(navigationReply(outcome, am)).toBe(
      '«ታሪክ» (/employee/seller/history) ለመክፈት ፈቃድ የለዎትም። የሚያስፈልገው፦ ሥራ አስኪያጅ፣ አስተዳዳሪ',
    );
  });

  it.each<[ViewerName, string, string, string]>([
    ['buyer', 'መኪና ለኪራይ አሳየኝ', '/getCarRent', 'ወደ የሚከራዩ መኪኖች እየወሰድኩዎት ነው።'],
    ['seller', 'ቤት ለሽያጭ አሳየኝ', '/getHouseSell', 'ወደ የሚሸጡ ቤቶች እየወሰድኩዎት ነው።'],
    ['buyer', 'ወደ መነሻ ገጽ ውሰደኝ', '/', 'ወደ መነሻ እየወሰድኩዎት ነው።'],
    ['seller', 'ሒሳቤን አሳየኝ', '/seller/subscribe', 'ወደ ደንበኝነት ይመዝገቡ እየወሰድኩዎት ነው።'],
    ['buyer', 'ደንበኝነት ክፈት', '/buyer/subscibe', 'ወደ የገዢ ደንበኝነት ምዝገባ እየወሰድኩዎት ነው።'],
    ['staff level 3', 'ሠራተኞችን ክፈት', '/employee/list', 'ወደ ሠራተኞች እየወሰድኩዎት ነው።'],
  ])('%s: "%s" opens %s', (viewer, message, path, reply) => {
    const outcome = resolve(viewer, message)!;
    expect(outcome).toMatchObject({ kind: 'navigate', path });
    expect(navigationReply(outcome, am)).toBe(reply);
  });
});

describe('the targets of each role', () => {
  const viewers: Record<RoleName, Viewer> = {
    visitor: VIEWERS.guest,
    seller: VIEWERS.seller,
    buyer: VIEWERS.buyer,
    employee: VIEWERS['staff level 1'],
    manager: VIEWERS['staff level 2'],
    admin: VIEWERS['staff level 3'],
  };

  it.each(Object.keys(NAVIGATION_TARGETS) as RoleName[])('are pages the %s may open', (role) => {
    expect(roleOf(viewers[role])).toBe(role);
    for (const path of NAVIGATION_TARGETS[role]) {
      const route = APP_ROUTES.find((candidate) => candidate.path === path);
      expect(route).toBeDefined();
      expect(decideAccess(route!.access, viewers[role])).toEqual({ allowed: true });
    }
  });

  it('names each staff level', () => {
    expect(Object.values(LEVEL_ROLE)).toEqual(['employee', 'manager', 'admin']);
  });
});
