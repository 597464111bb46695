import type { ConfigService } from '@nestjs/config';
import type { AuthUser } from '../../common/auth/auth-user';
import type { ListingRecord } from '../listings/listing-mapper';
import type { ListingTypeKey } from '../listings/listing-types';
import type { BuyerStanding, ChatData } from './chat-data';
import { ChatService } from './chat.service';

const EMPTY_MESSAGE = 'Please enter a message.';
const TOO_LONG = 'Your message is too long. Please keep it to 500 characters.';

const seller = { id: 7, userType: 'seller' } as AuthUser;
const buyer = { id: 8, userType: 'buyer' } as AuthUser;
const staff = (level: 1 | 2 | 3) =>
  ({ id: 9, userType: 'employee', staffLevel: level }) as AuthUser;

const DAY = 86_400_000;

function listing(overrides: Partial<ListingRecord>): ListingRecord {
  return {
    type: 'carRent',
    postHash: 'HASH',
    make: 'Toyota',
    model: 'Corolla',
    year: 2015,
    price: 2500,
    currency: 'ETB',
    rentPeriod: 'per day',
    city: 'Adama',
    createdAt: new Date('2026-11-01T00:00:00Z'),
    ...overrides,
  } as ListingRecord;
}

const resolved = <T>(value: T) => Promise.resolve(value);

/** Fixture data behind the assistant; each test changes what it needs. */
function fixtures() {
  const none: BuyerStanding = {
    subscription: {
      buyerId: 8,
      status: 'none',
      amount: 0,
      currency: 'ETB',
      endDate: null,
      startedAt: null,
    },
    freeTrialsUsed: 1,
  };
  const counts: Partial<Record<ListingTypeKey, number>> = { carRent: 2, houseSell: 1 };
  return {
    firstName: jest.fn((_user: AuthUser) => resolved<string | undefined>('Abebe')),
    seller: jest.fn((_id: number) => resolved({ balance: 1500, freeTrialUsed: true })),
    buyer: jest.fn((_id: number) => resolved(none)),
    listingCounts: jest.fn((_id: number) => resolved(counts)),
    requestCounts: jest.fn((_id: number) => resolved({ total: 3, unread: 2 })),
    countsSince: jest.fn((_since: Date) =>
      resolved({ sellers: 4, buyers: 1, listings: 6, openInquiries: 3 }),
    ),
    cities: jest.fn(() => resolved(['Adama', 'Addis Ababa', 'Bahir Dar'])),
    findListings: jest.fn((_type: string, _filters: object, _limit: number) =>
      resolved<ListingRecord[]>([]),
    ),
  };
}

const config = {
  getOrThrow: () => ({
    prices: { topUp: { etb: 500, usd: 5 }, subscription: { etb: 250, usd: 2 } },
  }),
} as unknown as ConfigService;

describe('ChatService', () => {
  let data: ReturnType<typeof fixtures>;
  let chat: ChatService;
  beforeEach(() => {
    data = fixtures();
    chat = new ChatService(data as unknown as ChatData, config);
  });

  it('refuses empty and over-long messages', async () => {
    expect(await chat.reply(seller, '   ')).toBe(EMPTY_MESSAGE);
    expect(await chat.reply(seller, 'a'.repeat(501))).toBe(TOO_LONG);
    expect(await chat.reply(seller, 'a'.repeat(500))).not.toBe(TOO_LONG);
  });

  it('greets by first name, or "there"', async () => {
    expect(await chat.reply(seller, 'Hello!')).toMatch(
      /^Hello Abebe! How can I assist you today\?/,
    );
    data.firstName.mockResolvedValue(undefined);
    expect(await chat.reply(buyer, 'hi')).toMatch(/^Hello there!/);
  });

  it("states the product's prices", async () => {
    const reply = await chat.reply(buyer, 'How much does it cost?');
    expect(reply).toContain('500 ETB per post');
    expect(reply).toContain('250 ETB (2 USD by card) for 6 months');
    expect(reply).toContain('2 free trials');
  });

  describe('for a seller', () => {
    it('tells the balance and how many posts it covers', async () => {
      expect(await chat.reply(seller, 'what is my balance')).toBe(
        'Your balance is 1,500 ETB. That covers 3 more posts at 500 ETB each.',
      );
      data.seller.mockResolvedValue({ balance: 0, freeTrialUsed: false });
      expect(await chat.reply(seller, 'balance?')).toBe(
        'Your balance is 0 ETB. Each post needs 500 ETB: top up at /seller/chapa. Your free trial post is still unused.',
      );
    });

    it('tells whether the free trial is used', async () => {
      expect(await chat.reply(seller, 'free trial')).toMatch(/^You have used your free trial post/);
      data.seller.mockResolvedValue({ balance: 0, freeTrialUsed: false });
      expect(await chat.reply(seller, 'do I have a free trial?')).toMatch(
        /^Your free trial is unused/,
      );
    });

    it('counts listings and unread buyer requests', async () => {
      expect(await chat.reply(seller, 'how many listings do I have')).toBe(
        'You have 3 listings: 2 car for rent, 1 house for sale.',
      );
      expect(await chat.reply(seller, 'any buyer requests?')).toBe(
        'You have 3 buyer requests, 2 unread: /seller/request.',
      );
      data.listingCounts.mockResolvedValue({});
      expect(await chat.reply(seller, 'my listings')).toBe(
        'You have no listings yet. Post one at /seller/adminPost.',
      );
    });

    it('explains posting and paying with its own pages', async () => {
      expect(await chat.reply(seller, 'how do I post a car?')).toContain('/seller/adminPost');
      const pay = await chat.reply(seller, 'how can I pay with telebirr');
      expect(pay).toContain('/seller/chapa');
      expect(pay).toContain('5 USD by card at /seller/stripe');
    });
  });

  describe('for a buyer', () => {
    it('tells an active subscription with its end date', async () => {
      const endDate = new Date(Date.now() + 10 * DAY - 1000);
      data.buyer.mockResolvedValue({
        subscription: {
          buyerId: 8,
          status: 'active',
          amount: 250,
          currency: 'ETB',
          endDate,
          startedAt: null,
        },
        freeTrialsUsed: 0,
      });
      expect(await chat.reply(buyer, 'when does my subscription expire?')).toMatch(
        /^Your subscription is active until \d{1,2} \w+ \d{4} \(10 days left\)\./,
      );
    });

    it('tells no subscription, trials left and where to subscribe', async () => {
      expect(await chat.reply(buyer, 'my subscription')).toBe(
        "You don't have a subscription yet. You have 1 of 2 free trials left. A subscription costs 250 ETB for 6 months: /buyer/subscibe.",
      );
      expect(await chat.reply(buyer, 'what is my balance')).toMatch(
        /^You don't have a subscription yet/,
      );
      expect(await chat.reply(buyer, 'free trials')).toMatch(
        /^You have used 1 of 2 free trials \(1 left\)/,
      );
    });

    it('tells an expired subscription', async () => {
      data.buyer.mockResolvedValue({
        subscription: {
          buyerId: 8,
          status: 'expired',
          amount: 250,
          currency: 'ETB',
          endDate: new Date('2026-01-05T12:00:00Z'),
          startedAt: null,
        },
        freeTrialsUsed: 2,
      });
      expect(await chat.reply(buyer, 'subscription')).toBe(
        'Your subscription ended on 5 January 2026. You have 0 of 2 free trials left. A subscription costs 250 ETB for 6 months: /buyer/subscibe.',
      );
    });

    it('explains contact access and the contact page', async () => {
      expect(await chat.reply(buyer, "how do I see the seller's phone number")).toContain(
        'free trials',
      );
      expect(await chat.reply(buyer, 'I have a problem with a seller')).toContain('/contact');
    });
  });

  describe('for staff', () => {
    it("gives managers and admins today's figures", async () => {
      for (const level of [2, 3] as const) {
        expect(await chat.reply(staff(level), "today's numbers")).toBe(
          'Today so far: 4 new sellers, 1 new buyer and 6 new listings. 3 inquiries are waiting for a reply.',
        );
      }
      expect(data.countsSince.mock.calls[0][0]).toBeInstanceOf(Date);
    });

    it('keeps the figures from level 1', async () => {
      expect(await chat.reply(staff(1), 'stats for today')).toBe(
        "Today's figures are for managers and admins.",
      );
      expect(data.countsSince).not.toHaveBeenCalled();
    });
  });

  describe('listing search', () => {
    it('answers with up to five matches, newest first, with detail links', async () => {
      data.findListings.mockImplementation((type: string) =>
        resolved(
          type === 'carRent'
            ? [
                listing({ postHash: 'OLD', createdAt: new Date('2026-10-01T00:00:00Z') }),
                listing({
                  postHash: 'NEW',
                  model: 'Vitz',
                  price: 1800,
                  createdAt: new Date('2026-11-10T00:00:00Z'),
                }),
              ]
            : [],
        ),
      );
      const reply = await chat.reply(seller, 'Toyota for rent in Adama under 3000 ETB');
      expect(data.findListings).toHaveBeenCalledWith(
        'carRent',
        { q: 'toyota', city: 'Adama', minPrice: undefined, maxPrice: 3000 },
        5,
      );
      expect(reply).toBe(
        [
          'Here are the newest Toyota cars for rent in Adama under 3,000 ETB:',
          '1. Toyota Vitz 2015, 1,800 ETB per day, Adama: /seller/carRent/NEW',
          '2. Toyota Corolla 2015, 2,500 ETB per day, Adama: /seller/carRent/OLD',
        ].join('\n'),
      );
    });

    it('says so when nothing matches, with where to browse', async () => {
      expect(await chat.reply(buyer, 'houses for sale in Bahir Dar')).toBe(
        'I found no houses for sale in Bahir Dar. Try another price or city, or browse /getHouseSell.',
      );
    });
  });

  it('falls back honestly, saying what it can do', async () => {
    const reply = await chat.reply(buyer, 'what is the meaning of life');
    expect(reply).toMatch(
      /^Sorry, I didn't understand that\. I can tell you about prices and payments/,
    );
    expect(reply).toContain('your subscription and free trials');
  });

  describe('in Amharic', () => {
    /** No Latin letters: no English words, no internal keys (paths and numbers aside). */
    const englishIn = (reply: string) =>
      reply.replace(/\/[\w/-]+/g, '').match(/[A-Za-z]{2,}/g) ?? [];

    it('answers an Ethiopic message in Amharic whatever the site language', async () => {
      const reply = await chat.reply(seller, 'ሒሳቤ ስንት ነው?', 'en');
      expect(reply).toBe('ሒሳብዎ 1,500 ብር ነው። ይህ በአንዱ 500 ብር ሒሳብ 3 ተጨማሪ ማስታወቂያዎችን ይሸፍናል።');
    });

    it('answers in Amharic on the Amharic site, even a message typed in English', async () => {
      expect(await chat.reply(seller, 'what is my balance', 'am')).toMatch(/^ሒሳብዎ 1,500 ብር ነው።/);
      expect(await chat.reply(seller, '   ', 'am')).toBe('እባክዎ መልእክት ያስገቡ።');
      expect(await chat.reply(seller, 'a'.repeat(501), 'am')).toBe(
        'መልእክትዎ በጣም ረጅም ነው። እባክዎ ከ500 ፊደላት አያስበልጡ።',
      );
    });

    it('greets by name and says what it can do, with examples that work in Amharic', async () => {
      const reply = await chat.reply(buyer, 'ሰላም');
      expect(reply).toMatch(/^ሰላም Abebe! ዛሬ እንዴት ልረዳዎት እችላለሁ\?/);
      expect(reply).toContain('«ወደ መነሻ ውሰደኝ»');
      data.firstName.mockResolvedValue(undefined);
      expect(await chat.reply(buyer, 'ሰላም')).toMatch(/^ሰላም ወዳጄ!/);
    });

    it.each<[string, AuthUser, string, RegExp]>([
      [
        'prices',
        buyer,
        'ዋጋው ስንት ነው?',
        /ለእያንዳንዱ ማስታወቂያ 500 ብር.*5 የአሜሪካ ዶላር.*250 ብር \(በካርድ 2 የአሜሪካ ዶላር\)/,
      ],
      ['the posting cost', seller, 'ለመለጠፍ ስንት ያስከፍላል?', /ለእያንዳንዱ ማስታወቂያ 500 ብር/],
      ['how to post', seller, 'ማስታወቂያ እንዴት ልለጥፍ?', /ይህን ገጽ ይክፈቱ፦ \/seller\/adminPost/],
      ['how to post, as a buyer', buyer, 'መኪና እንዴት ልለጥፍ?', /^ማስታወቂያዎችን የሚለጥፉት ሻጮች ናቸው።/],
      [
        'how to pay',
        seller,
        'በቴሌብር እንዴት ልክፈል?',
        /500 ብር ይሙሉ፦ \/seller\/chapa፤ ወይም በካርድ 5 የአሜሪካ ዶላር ይክፈሉ፦ \/seller\/stripe/,
      ],
      ['how a buyer pays', buyer, 'ክፍያ እንዴት ነው?', /በ250 ብር ደንበኝነት ይመዝገቡ፦ \/buyer\/chapa/],
      [
        'the subscription',
        buyer,
        'ደንበኝነቴ መቼ ያበቃል?',
        /^እስካሁን ደንበኝነት የለዎትም። ከ2 ነፃ ሙከራዎች 1 ቀርቷል። ደንበኝነት ለ6 ወራት 250 ብር ያስከፍላል፦ \/buyer\/subscibe$/,
      ],
      ['free trials', buyer, 'ነፃ ሙከራ አለኝ?', /^ከ2 ነፃ ሙከራዎች 1 ተጠቅመዋል \(1 ቀርቷል\)/],
      [
        'contacting a seller',
        buyer,
        'ሻጩን እንዴት ማግኘት እችላለሁ?',
        /ንቁ ደንበኝነት ላላቸው ገዢዎች.*\/buyer\/subscibe$/,
      ],
      ['the seller phone number', buyer, 'የሻጩን ስልክ ቁጥር እንዴት አያለሁ?', /^የሻጭ ስልክ ቁጥር እና አድራሻ/],
      ['my listings', seller, 'ማስታወቂያዎቼ ስንት ናቸው?', /^3 ማስታወቂያ አለዎት፦ 2 የሚከራዩ መኪኖች፣ 1 የሚሸጡ ቤቶች።$/],
      ['buyer requests', seller, 'የገዢ ጥያቄዎች አሉ?', /^3 የገዢ ጥያቄ አለዎት፤ 2 ያልተነበበ፦ \/seller\/request$/],
      ['the contact page', buyer, 'ችግር አጋጥሞኛል', /\/contact/],
      ['thanks', buyer, 'አመሰግናለሁ', /^ምንም አይደለም!/],
      ['not understood', buyer, 'የሕይወት ትርጉም ምንድን ነው', /^ይቅርታ፣ አልገባኝም።/],
    ])('answers about %s', async (_, user, message, expected) => {
      const reply = await chat.reply(user, message);
      expect(reply).toMatch(expected);
      expect(englishIn(reply)).toEqual([]);
    });

    it("gives managers today's figures, and keeps them from level 1", async () => {
      expect(await chat.reply(staff(3), 'የዛሬው አሃዝ')).toBe(
        'ዛሬ እስካሁን፦ 4 አዲስ ሻጭ፣ 1 አዲስ ገዢ እና 6 አዲስ ማስታወቂያ። 3 ጥያቄ መልስ እየጠበቀ ነው።',
      );
      expect(await chat.reply(staff(1), 'የዛሬው አሃዝ')).toBe(
        'የዛሬው አሃዞች ለሥራ አስኪያጆች እና ለአስተዳዳሪዎች ብቻ ናቸው።',
      );
    });

    it('tells an active subscription with an Amharic date', async () => {
      data.buyer.mockResolvedValue({
        subscription: {
          buyerId: 8,
          status: 'active',
          amount: 250,
          currency: 'ETB',
          endDate: new Date(Date.now() + 10 * DAY - 1000),
          startedAt: null,
        },
        freeTrialsUsed: 0,
      });
      const reply = await chat.reply(buyer, 'ደንበኝነት');
      expect(reply).toMatch(/^ደንበኝነትዎ እስከ .+ ድረስ ንቁ ነው \(10 ቀን ቀርቷል\)።/);
      expect(englishIn(reply)).toEqual([]);
    });

    it('searches listings asked for in Amharic, and says so when none match', async () => {
      const reply = await chat.reply(buyer, 'ከ3000 ብር በታች የሚከራይ መኪና');
      expect(data.findListings).toHaveBeenCalledWith(
        'carRent',
        { q: undefined, city: undefined, minPrice: undefined, maxPrice: 3000 },
        5,
      );
      expect(reply).toBe(
        'ምንም ከ3,000 ብር በታች የሆኑ የሚከራዩ መኪኖች አላገኘሁም። ሌላ ዋጋ ወይም ከተማ ይሞክሩ፣ ወይም እዚህ ይመልከቱ፦ /getCarRent',
      );
      expect(englishIn(reply)).toEqual([]);
    });

    it('lists search results in Amharic on the Amharic site', async () => {
      data.findListings.mockResolvedValue([listing({ postHash: 'NEW' })]);
      expect(await chat.reply(seller, 'Toyota for rent in Adama under 3000 ETB', 'am')).toBe(
        [
          'አንድ ውጤት አግኝቻለሁ፤ በAdama ከ3,000 ብር በታች የሆኑ Toyota የሚከራዩ መኪኖች፦',
          '1. Toyota Corolla 2015፣ 2,500 ብር በቀን፣ Adama: /seller/carRent/NEW',
        ].join('\n'),
      );
    });
  });
});
