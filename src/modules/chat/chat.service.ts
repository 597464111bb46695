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
import { startOfAddisDay } from './chat-clock';
import { ChatData } from './chat-data';
import {
  answerLanguage,
  CHAT_TEXTS,
  ChatFacts,
  ChatLanguage,
  ChatTexts,
  ListingLine,
} from './chat-texts';
import { ListingSearch, parseListingSearch } from './listing-search';

export const MAX_MESSAGE_LENGTH = 500;
const SEARCH_LIMIT = 5;

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
  /** The answer's words, in the user's language. */
  say: ChatTexts;
}

interface Intent {
  name: string;
  matches(c: Conversation): boolean;
  answer(c: Conversation): Promise<string> | string;
}

/**
 * What a question says, in English or in Amharic. An Amharic suffix changes the vowel of a word's
 * last syllable (ሒሳብ, ሒሳቤ "my balance"; ደንበኝነት, ደንበኝነቴ), so its patterns are stems without
 * that syllable, matched anywhere in the message.
 */
const said = (english: RegExp, amharic: RegExp) => (c: Conversation) =>
  english.test(c.text) || amharic.test(c.text);

const AMHARIC = {
  greeting: /^(ሰላም|ጤና ይስጥልኝ|እንደምን)[^?]{0,20}$/,
  thanks: /አመሰግና|እናመሰግና|ግሩም ነው/,
  figures: /ዛሬ|አሃዝ|ስታቲስቲክ|አዲስ (ሻጮ|ገዢዎ|ማስታወቂያዎ)/,
  balance: /ሒሳ|ሂሳ|ገንዘ|ቀሪ/,
  subscription: /ደንበኝነ|ሰብስክ|ያበቃ|አበቃ|ማብቂያ|ይታደ|ማደስ|አድስ/,
  freeTrial: /ሙከራ/,
  myListings: /ማስታወቂያዎቼ|ልጥፎቼ|ስንት ማስታወቂያ/,
  requests: /የገዢ(ዎች)? ጥያቄ|ጥያቄዎቼ|ማሳወቂያ|ፍላጎት ያሳየ/,
  howToPost: /እንዴት.*(ለጥ|ለጠ|ማስታወቂያ|ልሸጥ|ላከራ|ማከራ|መሸጥ)|(ለጥ|ለጠ|ማስታወቂያ ማውጣ).*እንዴት/,
  pay: /ክፈል|ክፍያ|እከፍላ|ልከፍ|ቻፓ|ቴሌብር|ሲቢኢ|ካርድ|መሙላ|ልሙላ|እሞላ|ገቢ ማድረ/,
  contactAccess: /ስልክ|አድራሻ|ሻጩ.*(ገኝ|ግኘ|ነጋ|ደው|ደወ)|ሻጭ.*(ገኝ|ግኘ|ነጋ|ደው|ደወ)/,
  contactPage: /ያግኙን|አግኙን|ድጋፍ|ቅሬታ|ችግር|ሪፖርት|ደንበኛ አገልግሎ/,
  prices: /ዋጋ|ስንት|ያስከፍላ|ወጪ/,
};

/**
 * The chat assistant's answers: fixed intents, matched in order, answered from the product's
 * rules and the caller's own data (never from what the client claims about the caller), in the
 * user's language.
 */
@Injectable()
export class ChatService {
  private readonly intents: Intent[];
  private readonly facts: ChatFacts;

  constructor(
    private readonly data: ChatData,
    config: ConfigService,
  ) {
    const { topUp, subscription } = config.getOrThrow<PaymentConfig>('payment').prices;
    this.facts = {
      postFee: POST_FEE_ETB,
      topUp,
      subscription,
      months: BUYER_SUBSCRIPTION_MONTHS,
      buyerTrials: BUYER_FREE_TRIALS,
    };
    this.intents = [
      {
        name: 'greeting',
        matches: said(
          /^(hi|hello|hey|selam|salam|good (morning|afternoon|evening))\b[\s!.,]*\w*[!.]?$/,
          AMHARIC.greeting,
        ),
        answer: (c) => this.greet(c),
      },
      {
        name: 'thanks',
        matches: said(/\b(thanks?|thank you|ameseginalehu)\b/, AMHARIC.thanks),
        answer: (c) => c.say.thanks,
      },
      {
        name: 'staff figures',
        matches: (c) =>
          c.user.userType === 'employee' &&
          said(
            /\b(today|stats|statistics|figures|numbers|new (sellers|buyers|listings)|inquiries)\b/,
            AMHARIC.figures,
          )(c),
        answer: (c) => this.staffToday(c),
      },
      {
        name: 'balance',
        matches: said(/\b(balance|how much money|funds|wallet)\b/, AMHARIC.balance),
        answer: (c) => this.balance(c),
      },
      {
        name: 'subscription',
        matches: said(/\b(subscri\w*|expire\w*|expiry|end date|renew\w*)\b/, AMHARIC.subscription),
        answer: (c) => this.subscription(c),
      },
      {
        name: 'free trial',
        matches: said(/\b(free trials?|trials?)\b/, AMHARIC.freeTrial),
        answer: (c) => this.freeTrial(c),
      },
      {
        name: 'my listings',
        matches: said(/\b(my|how many) (listings?|posts?|ads?|adverts?)\b/, AMHARIC.myListings),
        answer: (c) => this.myListings(c),
      },
      {
        name: 'buyer requests',
        matches: said(/\b(requests?|notifi\w*|interested|who contacted)\b/, AMHARIC.requests),
        answer: (c) => this.buyerRequests(c),
      },
      {
        name: 'how to post',
        matches: said(
          /\b(how (do|can|to) i? ?(post|list|advertise|sell|rent out)|post (a|an|my)|place an ad)\b/,
          AMHARIC.howToPost,
        ),
        answer: (c) =>
          c.user.userType === 'seller' ? c.say.postHowTo(this.facts) : c.say.postAsNonSeller,
      },
      {
        name: 'how to pay',
        matches: said(
          /\b(pay\w*|chapa|telebirr|cbe ?birr|card|stripe|top ?up|deposit)\b/,
          AMHARIC.pay,
        ),
        answer: (c) => this.howToPay(c),
      },
      {
        name: 'contact access',
        matches: said(
          /\b(phone( number)?|contact (details|info\w*)|contact (a |the )?sellers?|call (the )?seller|seller'?s? (number|address|contact))\b/,
          AMHARIC.contactAccess,
        ),
        answer: (c) =>
          c.user.userType === 'buyer'
            ? c.say.contactHowTo(this.facts)
            : c.say.contactRule(this.facts),
      },
      {
        name: 'contact page',
        matches: said(
          /\b(contact us|support|complain\w*|problem|report|speak to|customer service)\b/,
          AMHARIC.contactPage,
        ),
        answer: (c) => c.say.contactPage,
      },
      {
        name: 'prices',
        matches: (c) =>
          said(/\b(price|prices|cost|costs|fee|fees|how much|charge)\b/, AMHARIC.prices)(c) &&
          parseListingSearch(c.text, []) === null,
        answer: (c) => c.say.priceFacts(this.facts),
      },
      { name: 'listing search', matches: () => true, answer: (c) => this.searchOrFallback(c) },
    ];
  }

  /**
   * The answer to a message, in Amharic when it is written in Ethiopic script or the user's site
   * is in Amharic (`uiLanguage`), else in English.
   */
  async reply(user: AuthUser, message: string, uiLanguage?: ChatLanguage): Promise<string> {
    const original = message.trim();
    const say = CHAT_TEXTS[answerLanguage(original, uiLanguage)];
    if (!original) return say.emptyMessage;
    if (original.length > MAX_MESSAGE_LENGTH) return say.tooLong(MAX_MESSAGE_LENGTH);
    const conversation = {
      user,
      original,
      say,
      text: original.toLowerCase().replace(/\s+/g, ' '),
    };
    const intent = this.intents.find((candidate) => candidate.matches(conversation))!;
    return intent.answer(conversation);
  }

  private async greet(c: Conversation): Promise<string> {
    return c.say.greeting(await this.data.firstName(c.user), c.say.capabilities(c.user.userType));
  }

  private async balance(c: Conversation): Promise<string> {
    if (c.user.userType === 'buyer') return this.subscription(c);
    if (c.user.userType === 'employee') return c.say.staffBalance;
    const { balance, freeTrialUsed } = await this.data.seller(c.user.id);
    const posts = Math.floor(balance / POST_FEE_ETB);
    return c.say.sellerBalance(balance, posts, !freeTrialUsed, this.facts);
  }

  private async subscription(c: Conversation): Promise<string> {
    if (c.user.userType === 'seller') return this.balance(c);
    if (c.user.userType === 'employee') return c.say.priceFacts(this.facts);
    const { subscription: state, freeTrialsUsed: used } = await this.data.buyer(c.user.id);
    if (state.status === 'active' && state.endDate) {
      const days = Math.ceil((state.endDate.getTime() - Date.now()) / 86_400_000);
      return c.say.subscriptionActive(state.endDate, days);
    }
    const left = Math.max(BUYER_FREE_TRIALS - used, 0);
    if (state.status === 'expired' && state.endDate) {
      return c.say.subscriptionEnded(state.endDate, left, this.facts);
    }
    return c.say.noSubscription(left, this.facts);
  }

  private async freeTrial(c: Conversation): Promise<string> {
    if (c.user.userType === 'buyer') {
      const used = (await this.data.buyer(c.user.id)).freeTrialsUsed;
      return c.say.buyerTrials(used, Math.max(BUYER_FREE_TRIALS - used, 0), this.facts);
    }
    if (c.user.userType === 'seller') {
      const { freeTrialUsed } = await this.data.seller(c.user.id);
      return freeTrialUsed ? c.say.sellerTrialUsed(this.facts) : c.say.sellerTrialUnused;
    }
    return c.say.trialsInGeneral(this.facts);
  }

  private async myListings(c: Conversation): Promise<string> {
    if (c.user.userType !== 'seller') {
      return c.user.userType === 'buyer' ? c.say.buyersDoNotPost : c.say.staffSeeListings;
    }
    const counts = Object.entries(await this.data.listingCounts(c.user.id)) as [
      ListingTypeKey,
      number,
    ][];
    const total = counts.reduce((sum, [, count]) => sum + count, 0);
    return total === 0 ? c.say.noListings : c.say.listingCounts(total, counts);
  }

  private async buyerRequests(c: Conversation): Promise<string> {
    if (c.user.userType !== 'seller') {
      return c.user.userType === 'buyer' ? c.say.notifyHowTo : c.say.requestsGoToSellers;
    }
    const { total, unread } = await this.data.requestCounts(c.user.id);
    return total === 0 ? c.say.noRequests : c.say.requestCounts(total, unread);
  }

  private howToPay(c: Conversation): string {
    if (c.user.userType === 'seller') return c.say.payAsSeller(this.facts);
    if (c.user.userType === 'buyer') return c.say.payAsBuyer(this.facts);
    return c.say.priceFacts(this.facts);
  }

  private async staffToday(c: Conversation): Promise<string> {
    if (!MANAGER_LEVELS.includes(c.user.staffLevel!)) return c.say.figuresForManagers;
    return c.say.today(await this.data.countsSince(startOfAddisDay(new Date())));
  }

  private async searchOrFallback(c: Conversation): Promise<string> {
    const search = parseListingSearch(c.original, await this.data.cities());
    if (!search) return c.say.notUnderstood(c.say.capabilities(c.user.userType));
    return this.searchListings(search, c.say);
  }

  private async searchListings(search: ListingSearch, say: ChatTexts): Promise<string> {
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
    const what = say.search({
      ...search,
      rent: search.types.length > 1 ? undefined : LISTING_TYPES[search.types[0]].rent,
    });
    if (found.length === 0) {
      return say.foundNothing(
        what,
        search.types.map((type) => BROWSE_PAGE[type]),
      );
    }
    return say.found(
      what,
      found.map(
        (listing, index) =>
          `${index + 1}. ${say.listing(lineOf(listing))}: /seller/${listing.type}/${listing.postHash}`,
      ),
    );
  }
}

function lineOf(listing: ListingRecord): ListingLine {
  const car = LISTING_TYPES[listing.type].category === 'car';
  return {
    type: listing.type,
    title: car
      ? [listing.make, listing.model, listing.year].filter(Boolean).join(' ')
      : (listing.houseType ?? ''),
    bedrooms: car ? null : listing.bedrooms,
    price: listing.price,
    currency: listing.currency,
    rentPeriod: listing.rentPeriod,
    city: listing.city,
  };
}
