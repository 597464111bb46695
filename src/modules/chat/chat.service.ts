import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { AuthUser } from '../../common/auth/auth-user';
import { MANAGER_LEVELS } from '../../common/auth/auth-user';
import type { PaymentConfig } from '../../config/configuration';
import type { ListingRecord } from '../listings/listing-mapper';
import { LISTING_TYPES, ListingTypeKey } from '../listings/listing-types';
import {
  BUYER_FREE_TRIALS,
  BUYER_SUBSCRIPTION_MONTHS,
  POST_FEE_ETB,
} from '../subscription/subscription.constants';
import { birr, longDate, startOfAddisDay } from './chat-clock';
import { ChatData } from './chat-data';
import { ListingSearch, parseListingSearch } from './listing-search';

export const MAX_MESSAGE_LENGTH = 500;
export const EMPTY_MESSAGE = 'Please enter a message.';
export const TOO_LONG = `Your message is too long. Please keep it to ${MAX_MESSAGE_LENGTH} characters.`;
const SEARCH_LIMIT = 5;

/** Where the pages the answers point to live (the client's routes). */
const PAGES = {
  sellerTopUp: '/seller/chapa',
  sellerCard: '/seller/stripe',
  sellerBalance: '/seller/subscribe',
  sellerPost: '/seller/adminPost',
  sellerRequests: '/seller/request',
  buyerSubscribe: '/buyer/subscibe',
  buyerPay: '/buyer/chapa',
  buyerCard: '/buyer/stripe',
  contact: '/contact',
  register: '/register',
} as const;

const BROWSE_PAGE: Record<ListingTypeKey, string> = {
  carRent: '/getCarRent',
  carSell: '/getCarSell',
  houseRent: '/getHouseRent',
  houseSell: '/getHouseSell',
};

interface Conversation {
  user: AuthUser;
  /** Lower-cased, single-spaced. */
  text: string;
  original: string;
}

interface Intent {
  name: string;
  matches(c: Conversation): boolean;
  answer(c: Conversation): Promise<string>;
}

const said = (pattern: RegExp) => (c: Conversation) => pattern.test(c.text);

/**
 * The chat assistant's answers: fixed intents, matched in order, answered from the product's
 * rules and the caller's own data (never from what the client claims about the caller).
 */
@Injectable()
export class ChatService {
  private readonly intents: Intent[];
  private readonly prices: PaymentConfig['prices'];

  constructor(
    private readonly data: ChatData,
    config: ConfigService,
  ) {
    this.prices = config.getOrThrow<PaymentConfig>('payment').prices;
    this.intents = [
      {
        name: 'greeting',
        matches: said(
          /^(hi|hello|hey|selam|salam|ሰላም|good (morning|afternoon|evening))\b[\s!.,]*\w*[!.]?$/,
        ),
        answer: (c) => this.greet(c),
      },
      {
        name: 'thanks',
        matches: said(/\b(thanks?|thank you|ameseginalehu|አመሰግናለሁ)\b/),
        answer: () => Promise.resolve("You're welcome! Anything else I can help with?"),
      },
      {
        name: 'staff figures',
        matches: (c) =>
          c.user.userType === 'employee' &&
          /\b(today|stats|statistics|figures|numbers|new (sellers|buyers|listings)|inquiries)\b/.test(
            c.text,
          ),
        answer: (c) => this.staffToday(c),
      },
      {
        name: 'balance',
        matches: said(/\b(balance|how much money|funds|wallet)\b/),
        answer: (c) => this.balance(c),
      },
      {
        name: 'subscription',
        matches: said(/\b(subscri\w*|expire\w*|expiry|end date|renew\w*)\b/),
        answer: (c) => this.subscription(c),
      },
      {
        name: 'free trial',
        matches: said(/\b(free trials?|trials?)\b/),
        answer: (c) => this.freeTrial(c),
      },
      {
        name: 'my listings',
        matches: said(/\b(my|how many) (listings?|posts?|ads?|adverts?)\b/),
        answer: (c) => this.myListings(c),
      },
      {
        name: 'buyer requests',
        matches: said(/\b(requests?|notifi\w*|interested|who contacted)\b/),
        answer: (c) => this.buyerRequests(c),
      },
      {
        name: 'how to post',
        matches: said(
          /\b(how (do|can|to) i? ?(post|list|advertise|sell|rent out)|post (a|an|my)|place an ad)\b/,
        ),
        answer: (c) => this.howToPost(c),
      },
      {
        name: 'how to pay',
        matches: said(/\b(pay\w*|chapa|telebirr|cbe ?birr|card|stripe|top ?up|deposit)\b/),
        answer: (c) => this.howToPay(c),
      },
      {
        name: 'contact access',
        matches: said(
          /\b(phone( number)?|contact (details|info\w*)|call (the )?seller|seller'?s? (number|address|contact))\b/,
        ),
        answer: (c) => this.contactAccess(c),
      },
      {
        name: 'contact page',
        matches: said(
          /\b(contact us|support|complain\w*|problem|report|speak to|customer service)\b/,
        ),
        answer: () =>
          Promise.resolve(
            `You can write to our team on the contact page: ${PAGES.contact}. We reply there, and you'll see the answer under your inquiry.`,
          ),
      },
      {
        name: 'prices',
        matches: (c) =>
          /\b(price|prices|cost|costs|fee|fees|how much|charge)\b/.test(c.text) &&
          parseListingSearch(c.text, []) === null,
        answer: () => Promise.resolve(this.priceFacts()),
      },
      { name: 'listing search', matches: () => true, answer: (c) => this.searchOrFallback(c) },
    ];
  }

  async reply(user: AuthUser, message: string): Promise<string> {
    const original = message.trim();
    if (!original) return EMPTY_MESSAGE;
    if (original.length > MAX_MESSAGE_LENGTH) return TOO_LONG;
    const conversation = { user, original, text: original.toLowerCase().replace(/\s+/g, ' ') };
    const intent = this.intents.find((candidate) => candidate.matches(conversation))!;
    return intent.answer(conversation);
  }

  private async greet(c: Conversation): Promise<string> {
    const name = (await this.data.firstName(c.user)) ?? 'there';
    return `Hello ${name}! How can I assist you today? ${this.capabilities(c.user)}`;
  }

  private capabilities(user: AuthUser): string {
    const own =
      user.userType === 'seller'
        ? 'your balance, your listings and buyer requests'
        : user.userType === 'buyer'
          ? 'your subscription and free trials'
          : "today's figures";
    return `I can tell you about prices and payments, ${own}, find listings (try 'Toyota for rent in Adama under 3000 ETB'), or take you to a page (try 'take me to home').`;
  }

  private priceFacts(): string {
    const { topUp, subscription } = this.prices;
    return [
      `Sellers pay ${birr(POST_FEE_ETB)} per post from a prepaid balance, and the first post is free.`,
      `A top-up adds ${birr(topUp.etb)} through Chapa, or costs ${topUp.usd} USD by card.`,
      `Buyers subscribe for ${birr(subscription.etb)} (${subscription.usd} USD by card) for ${BUYER_SUBSCRIPTION_MONTHS} months to see sellers' contact details and notify them, with ${BUYER_FREE_TRIALS} free trials before that.`,
    ].join(' ');
  }

  private async balance(c: Conversation): Promise<string> {
    if (c.user.userType === 'buyer') return this.subscription(c);
    if (c.user.userType === 'employee') {
      return "Balances belong to sellers; managers and admins can see every seller's balance in the back-office.";
    }
    const { balance, freeTrialUsed } = await this.data.seller(c.user.id);
    const posts = Math.floor(balance / POST_FEE_ETB);
    const trial = freeTrialUsed ? '' : ' Your free trial post is still unused.';
    const room =
      posts > 0
        ? `That covers ${posts} more post${posts === 1 ? '' : 's'} at ${birr(POST_FEE_ETB)} each.`
        : `Each post needs ${birr(POST_FEE_ETB)}: top up at ${PAGES.sellerTopUp}.`;
    return `Your balance is ${birr(balance)}. ${room}${trial}`;
  }

  private async subscription(c: Conversation): Promise<string> {
    if (c.user.userType === 'seller') return this.balance(c);
    if (c.user.userType === 'employee') return this.priceFacts();
    const { subscription: state, freeTrialsUsed: used } = await this.data.buyer(c.user.id);
    if (state.status === 'active' && state.endDate) {
      const days = Math.ceil((state.endDate.getTime() - Date.now()) / 86_400_000);
      return `Your subscription is active until ${longDate(state.endDate)} (${days} day${days === 1 ? '' : 's'} left). You can see any seller's contact details and notify sellers.`;
    }
    const left = Math.max(BUYER_FREE_TRIALS - used, 0);
    const trials = `You have ${left} of ${BUYER_FREE_TRIALS} free trials left.`;
    const offer = `A subscription costs ${birr(this.prices.subscription.etb)} for ${BUYER_SUBSCRIPTION_MONTHS} months: ${PAGES.buyerSubscribe}.`;
    if (state.status === 'expired' && state.endDate) {
      return `Your subscription ended on ${longDate(state.endDate)}. ${trials} ${offer}`;
    }
    return `You don't have a subscription yet. ${trials} ${offer}`;
  }

  private async freeTrial(c: Conversation): Promise<string> {
    if (c.user.userType === 'buyer') {
      const used = (await this.data.buyer(c.user.id)).freeTrialsUsed;
      const left = Math.max(BUYER_FREE_TRIALS - used, 0);
      return `You have used ${used} of ${BUYER_FREE_TRIALS} free trials (${left} left). Each one shows one seller's contact details; after that, a subscription is ${birr(this.prices.subscription.etb)} for ${BUYER_SUBSCRIPTION_MONTHS} months.`;
    }
    if (c.user.userType === 'seller') {
      const { freeTrialUsed } = await this.data.seller(c.user.id);
      return freeTrialUsed
        ? `You have used your free trial post. Each post now costs ${birr(POST_FEE_ETB)} from your balance.`
        : `Your free trial is unused: your first post costs nothing. Start at ${PAGES.sellerPost}.`;
    }
    return `Sellers get one free post; buyers get ${BUYER_FREE_TRIALS} free trials, each showing one seller's contact details.`;
  }

  private async myListings(c: Conversation): Promise<string> {
    if (c.user.userType !== 'seller') {
      return c.user.userType === 'buyer'
        ? `Buyers don't post listings. To sell or rent out, register as a seller: ${PAGES.register}.`
        : 'Staff can see every listing in the back-office.';
    }
    const counts = Object.entries(await this.data.listingCounts(c.user.id)) as [
      ListingTypeKey,
      number,
    ][];
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    if (total === 0) return `You have no listings yet. Post one at ${PAGES.sellerPost}.`;
    const parts = counts.map(([type, count]) => `${count} ${LISTING_TYPES[type].label}`);
    return `You have ${total} listing${total === 1 ? '' : 's'}: ${parts.join(', ')}.`;
  }

  private async buyerRequests(c: Conversation): Promise<string> {
    if (c.user.userType !== 'seller') {
      return c.user.userType === 'buyer'
        ? 'To let a seller know you are interested, open their listing and press Notify Seller (this needs an active subscription).'
        : 'Buyer requests go to the seller they are for.';
    }
    const { total, unread } = await this.data.requestCounts(c.user.id);
    if (total === 0) return 'No buyer has sent you a request yet.';
    return `You have ${total} buyer request${total === 1 ? '' : 's'}, ${unread} unread: ${PAGES.sellerRequests}.`;
  }

  private howToPost(c: Conversation): Promise<string> {
    if (c.user.userType !== 'seller') {
      return Promise.resolve(
        `Listings are posted by sellers. Register as a seller at ${PAGES.register}, then choose what to post: a car or a house, for rent or for sale.`,
      );
    }
    return Promise.resolve(
      `Open ${PAGES.sellerPost}, choose car or house, for rent or for sale, fill in the details and add four photos (front, back, left and right). Your first post is free; after that each post takes ${birr(POST_FEE_ETB)} from your balance.`,
    );
  }

  private howToPay(c: Conversation): Promise<string> {
    const { topUp, subscription } = this.prices;
    if (c.user.userType === 'seller') {
      return Promise.resolve(
        `Top up ${birr(topUp.etb)} with Chapa (telebirr, CBE Birr or a card) at ${PAGES.sellerTopUp}, or pay ${topUp.usd} USD by card at ${PAGES.sellerCard}. Your balance goes up as soon as the payment is confirmed.`,
      );
    }
    if (c.user.userType === 'buyer') {
      return Promise.resolve(
        `Subscribe for ${birr(subscription.etb)} with Chapa (telebirr, CBE Birr or a card) at ${PAGES.buyerPay}, or pay ${subscription.usd} USD by card at ${PAGES.buyerCard}. Your ${BUYER_SUBSCRIPTION_MONTHS} months start as soon as the payment is confirmed.`,
      );
    }
    return Promise.resolve(this.priceFacts());
  }

  private contactAccess(c: Conversation): Promise<string> {
    const rule = `A seller's phone number and address are shown to buyers with an active subscription, or through one of the ${BUYER_FREE_TRIALS} free trials (one seller each).`;
    if (c.user.userType === 'buyer') {
      return Promise.resolve(
        `${rule} Open a listing and press Show contact. Subscribe at ${PAGES.buyerSubscribe}.`,
      );
    }
    return Promise.resolve(rule);
  }

  private async staffToday(c: Conversation): Promise<string> {
    if (!MANAGER_LEVELS.includes(c.user.staffLevel!)) {
      return "Today's figures are for managers and admins.";
    }
    const today = await this.data.countsSince(startOfAddisDay(new Date()));
    const open = today.openInquiries;
    return [
      `Today so far: ${plural(today.sellers, 'new seller')}, ${plural(today.buyers, 'new buyer')} and ${plural(today.listings, 'new listing')}.`,
      `${plural(open, 'inquiry', 'inquiries')} ${open === 1 ? 'is' : 'are'} waiting for a reply.`,
    ].join(' ');
  }

  private async searchOrFallback(c: Conversation): Promise<string> {
    const search = parseListingSearch(c.original, await this.data.cities());
    if (!search) {
      return `Sorry, I didn't understand that. ${this.capabilities(c.user)}`;
    }
    return this.searchListings(search);
  }

  private async searchListings(search: ListingSearch): Promise<string> {
    const filters = {
      q: search.q,
      city: search.city,
      minPrice: search.minPrice,
      maxPrice: search.maxPrice,
    };
    const found = (
      await Promise.all(
        search.types.map((type) => this.data.findListings(type, filters, SEARCH_LIMIT)),
      )
    )
      .flat()
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, SEARCH_LIMIT);
    const what = describeSearch(search);
    if (found.length === 0) {
      const browse = search.types.map((type) => BROWSE_PAGE[type]).join(' or ');
      return `I found no ${what}. Try another price or city, or browse ${browse}.`;
    }
    const lines = found.map(
      (listing, index) =>
        `${index + 1}. ${describeListing(listing)}: /seller/${listing.type}/${listing.postHash}`,
    );
    const heading =
      found.length === 1 ? `I found one match for ${what}:` : `Here are the newest ${what}:`;
    return [heading, ...lines].join('\n');
  }
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

function describeSearch(search: ListingSearch): string {
  const [first] = search.types;
  const category = LISTING_TYPES[first].category === 'car' ? 'cars' : 'houses';
  const mode = search.types.length > 1 ? '' : LISTING_TYPES[first].rent ? ' for rent' : ' for sale';
  const q = search.q ? `${search.q.replace(/\b\w/g, (ch) => ch.toUpperCase())} ` : '';
  const place = search.city ? ` in ${search.city}` : '';
  const price =
    search.minPrice !== undefined && search.maxPrice !== undefined
      ? ` between ${birr(search.minPrice)} and ${birr(search.maxPrice)}`
      : search.maxPrice !== undefined
        ? ` under ${birr(search.maxPrice)}`
        : search.minPrice !== undefined
          ? ` over ${birr(search.minPrice)}`
          : '';
  return `${q}${category}${mode}${place}${price}`;
}

function describeListing(listing: ListingRecord): string {
  const title =
    LISTING_TYPES[listing.type].category === 'car'
      ? [listing.make, listing.model, listing.year].filter(Boolean).join(' ')
      : [listing.houseType, listing.bedrooms ? `${listing.bedrooms} bedrooms` : null]
          .filter(Boolean)
          .join(', ');
  const period = listing.rentPeriod ? ` ${listing.rentPeriod}` : '';
  return `${title}, ${birr(listing.price, listing.currency)}${period}, ${listing.city}`;
}
