import type { UserType } from '../../common/auth/auth-user';
import { LISTING_TYPES, type ListingTypeKey } from '../listings/listing-types';
import { amountText, birr, longDate, longDateIn } from './chat-clock';

/** The languages the assistant answers in: the site's two. */
export const CHAT_LANGUAGES = ['en', 'am'] as const;
export type ChatLanguage = (typeof CHAT_LANGUAGES)[number];

/** Where the pages the answers point to live (the client's routes). */
export const PAGES = {
  sellerTopUp: '/seller/chapa',
  sellerCard: '/seller/stripe',
  sellerPost: '/seller/adminPost',
  sellerRequests: '/seller/request',
  buyerSubscribe: '/buyer/subscibe',
  buyerPay: '/buyer/chapa',
  buyerCard: '/buyer/stripe',
  contact: '/contact',
  register: '/register',
} as const;

/** The product's rules the answers quote: prices from the settings, limits from the constants. */
export interface ChatFacts {
  postFee: number;
  topUp: { etb: number; usd: number };
  subscription: { etb: number; usd: number };
  months: number;
  buyerTrials: number;
}

/** What a listing search looked for, already read from the message. */
export interface SearchWords {
  types: ListingTypeKey[];
  rent?: boolean;
  q?: string;
  city?: string;
  minPrice?: number;
  maxPrice?: number;
}

export interface ListingLine {
  type: ListingTypeKey;
  /** Make, model and year, or the house type. */
  title: string;
  bedrooms?: number | null;
  price: number;
  currency: string;
  rentPeriod?: 'per day' | 'per month' | null;
  city: string;
}

/** Every sentence the assistant says, in one language. */
export interface ChatTexts {
  money(amount: number, currency?: string): string;
  date(date: Date): string;
  emptyMessage: string;
  tooLong(max: number): string;
  greeting(name: string | undefined, capabilities: string): string;
  capabilities(userType: UserType): string;
  notUnderstood(capabilities: string): string;
  thanks: string;
  priceFacts(f: ChatFacts): string;
  staffBalance: string;
  sellerBalance(balance: number, posts: number, freeTrialUnused: boolean, f: ChatFacts): string;
  subscriptionActive(end: Date, days: number): string;
  subscriptionEnded(end: Date, left: number, f: ChatFacts): string;
  noSubscription(left: number, f: ChatFacts): string;
  buyerTrials(used: number, left: number, f: ChatFacts): string;
  sellerTrialUsed(f: ChatFacts): string;
  sellerTrialUnused: string;
  trialsInGeneral(f: ChatFacts): string;
  buyersDoNotPost: string;
  staffSeeListings: string;
  noListings: string;
  listingCounts(total: number, counts: [ListingTypeKey, number][]): string;
  notifyHowTo: string;
  requestsGoToSellers: string;
  noRequests: string;
  requestCounts(total: number, unread: number): string;
  postAsNonSeller: string;
  postHowTo(f: ChatFacts): string;
  payAsSeller(f: ChatFacts): string;
  payAsBuyer(f: ChatFacts): string;
  contactRule(f: ChatFacts): string;
  contactHowTo(f: ChatFacts): string;
  contactPage: string;
  figuresForManagers: string;
  today(c: { sellers: number; buyers: number; listings: number; openInquiries: number }): string;
  found(what: string, lines: string[]): string;
  foundNothing(what: string, browsePaths: string[]): string;
  search(s: SearchWords): string;
  listing(l: ListingLine): string;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

const EN: ChatTexts = {
  money: (amount, currency) => birr(amount, currency),
  date: longDate,
  emptyMessage: 'Please enter a message.',
  tooLong: (max) => `Your message is too long. Please keep it to ${max} characters.`,
  greeting: (name, capabilities) =>
    `Hello ${name ?? 'there'}! How can I assist you today? ${capabilities}`,
  capabilities: (userType) => {
    const own = {
      seller: 'your balance, your listings and buyer requests',
      buyer: 'your subscription and free trials',
      employee: "today's figures",
    }[userType];
    return `I can tell you about prices and payments, ${own}, find listings (try 'Toyota for rent in Adama under 3000 ETB'), or take you to a page (try 'take me to home').`;
  },
  notUnderstood: (capabilities) => `Sorry, I didn't understand that. ${capabilities}`,
  thanks: "You're welcome! Anything else I can help with?",
  priceFacts: (f) =>
    [
      `Sellers pay ${birr(f.postFee)} per post from a prepaid balance, and the first post is free.`,
      `A top-up adds ${birr(f.topUp.etb)} through Chapa, or costs ${f.topUp.usd} USD by card.`,
      `Buyers subscribe for ${birr(f.subscription.etb)} (${f.subscription.usd} USD by card) for ${f.months} months to see sellers' contact details and notify them, with ${f.buyerTrials} free trials before that.`,
    ].join(' '),
  staffBalance:
    "Balances belong to sellers; managers and admins can see every seller's balance in the back-office.",
  sellerBalance: (balance, posts, unused, f) => {
    const room =
      posts > 0
        ? `That covers ${plural(posts, 'more post')} at ${birr(f.postFee)} each.`
        : `Each post needs ${birr(f.postFee)}: top up at ${PAGES.sellerTopUp}.`;
    const trial = unused ? ' Your free trial post is still unused.' : '';
    return `Your balance is ${birr(balance)}. ${room}${trial}`;
  },
  subscriptionActive: (end, days) =>
    `Your subscription is active until ${longDate(end)} (${plural(days, 'day')} left). You can see any seller's contact details and notify sellers.`,
  subscriptionEnded: (end, left, f) =>
    `Your subscription ended on ${longDate(end)}. ${EN_TRIALS_LEFT(left, f)} ${EN_OFFER(f)}`,
  noSubscription: (left, f) =>
    `You don't have a subscription yet. ${EN_TRIALS_LEFT(left, f)} ${EN_OFFER(f)}`,
  buyerTrials: (used, left, f) =>
    `You have used ${used} of ${f.buyerTrials} free trials (${left} left). Each one shows one seller's contact details; after that, a subscription is ${birr(f.subscription.etb)} for ${f.months} months.`,
  sellerTrialUsed: (f) =>
    `You have used your free trial post. Each post now costs ${birr(f.postFee)} from your balance.`,
  sellerTrialUnused: `Your free trial is unused: your first post costs nothing. Start at ${PAGES.sellerPost}.`,
  trialsInGeneral: (f) =>
    `Sellers get one free post; buyers get ${f.buyerTrials} free trials, each showing one seller's contact details.`,
  buyersDoNotPost: `Buyers don't post listings. To sell or rent out, register as a seller: ${PAGES.register}.`,
  staffSeeListings: 'Staff can see every listing in the back-office.',
  noListings: `You have no listings yet. Post one at ${PAGES.sellerPost}.`,
  listingCounts: (total, counts) =>
    `You have ${plural(total, 'listing')}: ${counts.map(([type, count]) => `${count} ${LISTING_TYPES[type].label}`).join(', ')}.`,
  notifyHowTo:
    'To let a seller know you are interested, open their listing and press Notify Seller (this needs an active subscription).',
  requestsGoToSellers: 'Buyer requests go to the seller they are for.',
  noRequests: 'No buyer has sent you a request yet.',
  requestCounts: (total, unread) =>
    `You have ${plural(total, 'buyer request')}, ${unread} unread: ${PAGES.sellerRequests}.`,
  postAsNonSeller: `Listings are posted by sellers. Register as a seller at ${PAGES.register}, then choose what to post: a car or a house, for rent or for sale.`,
  postHowTo: (f) =>
    `Open ${PAGES.sellerPost}, choose car or house, for rent or for sale, fill in the details and add four photos (front, back, left and right). Your first post is free; after that each post takes ${birr(f.postFee)} from your balance.`,
  payAsSeller: (f) =>
    `Top up ${birr(f.topUp.etb)} with Chapa (telebirr, CBE Birr or a card) at ${PAGES.sellerTopUp}, or pay ${f.topUp.usd} USD by card at ${PAGES.sellerCard}. Your balance goes up as soon as the payment is confirmed.`,
  payAsBuyer: (f) =>
    `Subscribe for ${birr(f.subscription.etb)} with Chapa (telebirr, CBE Birr or a card) at ${PAGES.buyerPay}, or pay ${f.subscription.usd} USD by card at ${PAGES.buyerCard}. Your ${f.months} months start as soon as the payment is confirmed.`,
  contactRule: (f) =>
    `A seller's phone number and address are shown to buyers with an active subscription, or through one of the ${f.buyerTrials} free trials (one seller each).`,
  contactHowTo: (f) =>
    `${EN.contactRule(f)} Open a listing and press Show contact. Subscribe at ${PAGES.buyerSubscribe}.`,
  contactPage: `You can write to our team on the contact page: ${PAGES.contact}. We reply there, and you'll see the answer under your inquiry.`,
  figuresForManagers: "Today's figures are for managers and admins.",
  today: (c) =>
    [
      `Today so far: ${plural(c.sellers, 'new seller')}, ${plural(c.buyers, 'new buyer')} and ${plural(c.listings, 'new listing')}.`,
      `${plural(c.openInquiries, 'inquiry', 'inquiries')} ${c.openInquiries === 1 ? 'is' : 'are'} waiting for a reply.`,
    ].join(' '),
  found: (what, lines) =>
    [
      lines.length === 1 ? `I found one match for ${what}:` : `Here are the newest ${what}:`,
      ...lines,
    ].join('\n'),
  foundNothing: (what, browse) =>
    `I found no ${what}. Try another price or city, or browse ${browse.join(' or ')}.`,
  search: (s) => {
    const category = s.types[0].startsWith('car') ? 'cars' : 'houses';
    const mode = s.rent === undefined ? '' : s.rent ? ' for rent' : ' for sale';
    const q = s.q ? `${s.q.replace(/\b\w/g, (ch) => ch.toUpperCase())} ` : '';
    const place = s.city ? ` in ${s.city}` : '';
    return `${q}${category}${mode}${place}${EN_PRICE_RANGE(s)}`;
  },
  listing: (l) => {
    const bedrooms = l.bedrooms ? `${l.bedrooms} bedrooms` : '';
    const title = [l.title, bedrooms].filter(Boolean).join(', ');
    const period = l.rentPeriod ? ` ${l.rentPeriod}` : '';
    return `${title}, ${birr(l.price, l.currency)}${period}, ${l.city}`;
  },
};

function EN_TRIALS_LEFT(left: number, f: ChatFacts) {
  return `You have ${left} of ${f.buyerTrials} free trials left.`;
}
function EN_OFFER(f: ChatFacts) {
  return `A subscription costs ${birr(f.subscription.etb)} for ${f.months} months: ${PAGES.buyerSubscribe}.`;
}
function EN_PRICE_RANGE(s: SearchWords) {
  if (s.minPrice !== undefined && s.maxPrice !== undefined) {
    return ` between ${birr(s.minPrice)} and ${birr(s.maxPrice)}`;
  }
  if (s.maxPrice !== undefined) return ` under ${birr(s.maxPrice)}`;
  if (s.minPrice !== undefined) return ` over ${birr(s.minPrice)}`;
  return '';
}

/** Amounts as Amharic readers write them: '1,500 ብር', '5 የአሜሪካ ዶላር'. */
function amMoney(amount: number, currency = 'ETB'): string {
  return `${amountText(amount)} ${currency === 'USD' ? 'የአሜሪካ ዶላር' : currency === 'ETB' ? 'ብር' : currency}`;
}

const amDate = longDateIn('am-ET');

const AMHARIC_TYPES: Record<ListingTypeKey, string> = {
  carRent: 'የሚከራዩ መኪኖች',
  carSell: 'የሚሸጡ መኪኖች',
  houseRent: 'የሚከራዩ ቤቶች',
  houseSell: 'የሚሸጡ ቤቶች',
};
const AMHARIC_PERIODS = { 'per day': 'በቀን', 'per month': 'በወር' } as const;

const AM: ChatTexts = {
  money: amMoney,
  date: amDate,
  emptyMessage: 'እባክዎ መልእክት ያስገቡ።',
  tooLong: (max) => `መልእክትዎ በጣም ረጅም ነው። እባክዎ ከ${max} ፊደላት አያስበልጡ።`,
  greeting: (name, capabilities) => `ሰላም ${name ?? 'ወዳጄ'}! ዛሬ እንዴት ልረዳዎት እችላለሁ? ${capabilities}`,
  capabilities: (userType) => {
    const own = {
      seller: 'ስለ ሒሳብዎ፣ ስለ ማስታወቂያዎችዎ እና ስለ ገዢዎች ጥያቄዎች',
      buyer: 'ስለ ደንበኝነትዎ እና ስለ ነፃ ሙከራዎች',
      employee: 'ስለ ዛሬው አሃዞች',
    }[userType];
    return `ስለ ዋጋዎች እና ክፍያዎች፣ ${own} ልነግርዎት፣ ማስታወቂያዎችን ልፈልግልዎት (ለምሳሌ «ከ3000 ብር በታች የሚከራይ መኪና»)፣ ወይም ወደ አንድ ገጽ ልወስድዎት እችላለሁ (ለምሳሌ «ወደ መነሻ ውሰደኝ» ወይም «መኪና ለኪራይ አሳየኝ»)።`;
  },
  notUnderstood: (capabilities) => `ይቅርታ፣ አልገባኝም። ${capabilities}`,
  thanks: 'ምንም አይደለም! ሌላ ልረዳዎት የምችለው ነገር አለ?',
  priceFacts: (f) =>
    [
      `ሻጮች ለእያንዳንዱ ማስታወቂያ ${amMoney(f.postFee)} አስቀድመው ከሞሉት ሒሳብ ይከፍላሉ፤ የመጀመሪያው ማስታወቂያ ነፃ ነው።`,
      `ሒሳብ መሙላት በቻፓ ${amMoney(f.topUp.etb)} ይጨምራል፤ በካርድ ደግሞ ${amMoney(f.topUp.usd, 'USD')} ያስከፍላል።`,
      `ገዢዎች የሻጮችን አድራሻ ለማየት እና ሻጮችን ለማሳወቅ ለ${f.months} ወራት በ${amMoney(f.subscription.etb)} (በካርድ ${amMoney(f.subscription.usd, 'USD')}) ደንበኝነት ይመዘገባሉ፤ ከዚያ በፊት ${f.buyerTrials} ነፃ ሙከራዎች አሏቸው።`,
    ].join(' '),
  staffBalance: 'ሒሳብ የሻጮች ነው፤ ሥራ አስኪያጆች እና አስተዳዳሪዎች የእያንዳንዱን ሻጭ ሒሳብ በአስተዳደር ክፍሉ ማየት ይችላሉ።',
  sellerBalance: (balance, posts, unused, f) => {
    const room =
      posts > 0
        ? `ይህ በአንዱ ${amMoney(f.postFee)} ሒሳብ ${posts} ተጨማሪ ማስታወቂያዎችን ይሸፍናል።`
        : `እያንዳንዱ ማስታወቂያ ${amMoney(f.postFee)} ያስፈልገዋል፤ ሒሳብዎን እዚህ ይሙሉ፦ ${PAGES.sellerTopUp}`;
    const trial = unused ? ' የነፃ ሙከራ ማስታወቂያዎን ገና አልተጠቀሙበትም።' : '';
    return `ሒሳብዎ ${amMoney(balance)} ነው። ${room}${trial}`;
  },
  subscriptionActive: (end, days) =>
    `ደንበኝነትዎ እስከ ${amDate(end)} ድረስ ንቁ ነው (${days} ቀን ቀርቷል)። የማንኛውንም ሻጭ አድራሻ ማየት እና ሻጮችን ማሳወቅ ይችላሉ።`,
  subscriptionEnded: (end, left, f) =>
    `ደንበኝነትዎ በ${amDate(end)} አብቅቷል። ${AM_TRIALS_LEFT(left, f)} ${AM_OFFER(f)}`,
  noSubscription: (left, f) => `እስካሁን ደንበኝነት የለዎትም። ${AM_TRIALS_LEFT(left, f)} ${AM_OFFER(f)}`,
  buyerTrials: (used, left, f) =>
    `ከ${f.buyerTrials} ነፃ ሙከራዎች ${used} ተጠቅመዋል (${left} ቀርቷል)። እያንዳንዱ ሙከራ የአንድ ሻጭ አድራሻ ያሳያል፤ ከዚያ በኋላ ደንበኝነት ለ${f.months} ወራት ${amMoney(f.subscription.etb)} ነው።`,
  sellerTrialUsed: (f) =>
    `የነፃ ሙከራ ማስታወቂያዎን ተጠቅመዋል። አሁን እያንዳንዱ ማስታወቂያ ከሒሳብዎ ${amMoney(f.postFee)} ይወስዳል።`,
  sellerTrialUnused: `ነፃ ሙከራዎን ገና አልተጠቀሙበትም፤ የመጀመሪያው ማስታወቂያዎ ነፃ ነው። እዚህ ይጀምሩ፦ ${PAGES.sellerPost}`,
  trialsInGeneral: (f) =>
    `ሻጮች አንድ ነፃ ማስታወቂያ ያገኛሉ፤ ገዢዎች ደግሞ ${f.buyerTrials} ነፃ ሙከራዎች ያገኛሉ፤ እያንዳንዱ ሙከራ የአንድ ሻጭ አድራሻ ያሳያል።`,
  buyersDoNotPost: `ገዢዎች ማስታወቂያ አይለጥፉም። ለመሸጥ ወይም ለማከራየት እንደ ሻጭ ይመዝገቡ፦ ${PAGES.register}`,
  staffSeeListings: 'ሠራተኞች ሁሉንም ማስታወቂያዎች በአስተዳደር ክፍሉ ማየት ይችላሉ።',
  noListings: `እስካሁን ምንም ማስታወቂያ የለዎትም። እዚህ ይለጥፉ፦ ${PAGES.sellerPost}`,
  listingCounts: (total, counts) =>
    `${total} ማስታወቂያ አለዎት፦ ${counts.map(([type, count]) => `${count} ${AMHARIC_TYPES[type]}`).join('፣ ')}።`,
  notifyHowTo: 'ፍላጎትዎን ለሻጭ ለማሳወቅ ማስታወቂያቸውን ከፍተው ሻጩን የማሳወቂያ ቁልፉን ይጫኑ (ንቁ ደንበኝነት ያስፈልጋል)።',
  requestsGoToSellers: 'የገዢዎች ጥያቄዎች ለሚመለከታቸው ሻጭ ይደርሳሉ።',
  noRequests: 'እስካሁን ምንም ገዢ ጥያቄ አልላከልዎትም።',
  requestCounts: (total, unread) =>
    `${total} የገዢ ጥያቄ አለዎት፤ ${unread} ያልተነበበ፦ ${PAGES.sellerRequests}`,
  postAsNonSeller: `ማስታወቂያዎችን የሚለጥፉት ሻጮች ናቸው። እንደ ሻጭ ይመዝገቡ፦ ${PAGES.register}፤ ከዚያ የሚለጥፉትን ይምረጡ፦ መኪና ወይም ቤት፣ ለኪራይ ወይም ለሽያጭ።`,
  postHowTo: (f) =>
    `ይህን ገጽ ይክፈቱ፦ ${PAGES.sellerPost}፤ መኪና ወይም ቤት፣ ለኪራይ ወይም ለሽያጭ ይምረጡ፣ ዝርዝሩን ይሙሉ እና አራት ፎቶዎችን (ፊት፣ ኋላ፣ ግራ እና ቀኝ) ያክሉ። የመጀመሪያው ማስታወቂያዎ ነፃ ነው፤ ከዚያ በኋላ እያንዳንዱ ማስታወቂያ ከሒሳብዎ ${amMoney(f.postFee)} ይወስዳል።`,
  payAsSeller: (f) =>
    `በቻፓ (ቴሌብር፣ ሲቢኢ ብር ወይም ካርድ) ${amMoney(f.topUp.etb)} ይሙሉ፦ ${PAGES.sellerTopUp}፤ ወይም በካርድ ${amMoney(f.topUp.usd, 'USD')} ይክፈሉ፦ ${PAGES.sellerCard}። ክፍያው እንደተረጋገጠ ሒሳብዎ ይጨምራል።`,
  payAsBuyer: (f) =>
    `በቻፓ (ቴሌብር፣ ሲቢኢ ብር ወይም ካርድ) በ${amMoney(f.subscription.etb)} ደንበኝነት ይመዝገቡ፦ ${PAGES.buyerPay}፤ ወይም በካርድ ${amMoney(f.subscription.usd, 'USD')} ይክፈሉ፦ ${PAGES.buyerCard}። ክፍያው እንደተረጋገጠ የ${f.months} ወራት ደንበኝነትዎ ይጀምራል።`,
  contactRule: (f) =>
    `የሻጭ ስልክ ቁጥር እና አድራሻ የሚታዩት ንቁ ደንበኝነት ላላቸው ገዢዎች ወይም ከ${f.buyerTrials} ነፃ ሙከራዎች በአንዱ ነው (እያንዳንዱ ሙከራ ለአንድ ሻጭ)።`,
  contactHowTo: (f) =>
    `${AM.contactRule(f)} ማስታወቂያውን ከፍተው የሻጩን አድራሻ የማሳያ ቁልፉን ይጫኑ። ደንበኝነት እዚህ ይመዝገቡ፦ ${PAGES.buyerSubscribe}`,
  contactPage: `በመገናኛ ገጹ ለቡድናችን መጻፍ ይችላሉ፦ ${PAGES.contact}። መልሳችንን እዚያው በጥያቄዎ ስር ያገኛሉ።`,
  figuresForManagers: 'የዛሬው አሃዞች ለሥራ አስኪያጆች እና ለአስተዳዳሪዎች ብቻ ናቸው።',
  today: (c) =>
    `ዛሬ እስካሁን፦ ${c.sellers} አዲስ ሻጭ፣ ${c.buyers} አዲስ ገዢ እና ${c.listings} አዲስ ማስታወቂያ። ${c.openInquiries} ጥያቄ መልስ እየጠበቀ ነው።`,
  found: (what, lines) =>
    [lines.length === 1 ? `አንድ ውጤት አግኝቻለሁ፤ ${what}፦` : `አዲሶቹ ${what}፦`, ...lines].join('\n'),
  foundNothing: (what, browse) =>
    `ምንም ${what} አላገኘሁም። ሌላ ዋጋ ወይም ከተማ ይሞክሩ፣ ወይም እዚህ ይመልከቱ፦ ${browse.join(' ወይም ')}`,
  search: (s) => {
    const car = s.types[0].startsWith('car');
    const category =
      s.rent === undefined
        ? car
          ? 'መኪኖች'
          : 'ቤቶች'
        : AMHARIC_TYPES[`${car ? 'car' : 'house'}${s.rent ? 'Rent' : 'Sell'}` as ListingTypeKey];
    const place = s.city ? `በ${s.city} ` : '';
    const q = s.q ? `${s.q.replace(/\b\w/g, (ch) => ch.toUpperCase())} ` : '';
    return `${place}${AM_PRICE_RANGE(s)}${q}${category}`;
  },
  listing: (l) => {
    const bedrooms = l.bedrooms ? `${l.bedrooms} መኝታ ቤት` : '';
    const title = [l.title, bedrooms].filter(Boolean).join('፣ ');
    const period = l.rentPeriod ? ` ${AMHARIC_PERIODS[l.rentPeriod]}` : '';
    return `${title}፣ ${amMoney(l.price, l.currency)}${period}፣ ${l.city}`;
  },
};

function AM_TRIALS_LEFT(left: number, f: ChatFacts) {
  return `ከ${f.buyerTrials} ነፃ ሙከራዎች ${left} ቀርቷል።`;
}
function AM_OFFER(f: ChatFacts) {
  return `ደንበኝነት ለ${f.months} ወራት ${amMoney(f.subscription.etb)} ያስከፍላል፦ ${PAGES.buyerSubscribe}`;
}
function AM_PRICE_RANGE(s: SearchWords) {
  if (s.minPrice !== undefined && s.maxPrice !== undefined) {
    return `ከ${amMoney(s.minPrice)} እስከ ${amMoney(s.maxPrice)} የሆኑ `;
  }
  if (s.maxPrice !== undefined) return `ከ${amMoney(s.maxPrice)} በታች የሆኑ `;
  if (s.minPrice !== undefined) return `ከ${amMoney(s.minPrice)} በላይ የሆኑ `;
  return '';
}

export const CHAT_TEXTS: Record<ChatLanguage, ChatTexts> = { en: EN, am: AM };

/** Ethiopic script (U+1200–U+139F, U+2D80–U+2DDF): the message is Amharic, whatever the UI. */
const ETHIOPIC = /[\u1200-\u139f\u2d80-\u2ddf]/;

/** The language to answer in: the message's own if it is written in Ethiopic, else the UI's. */
export function answerLanguage(
  message: string,
  uiLanguage: ChatLanguage | undefined,
): ChatLanguage {
  return ETHIOPIC.test(message) ? 'am' : (uiLanguage ?? 'en');
}
