import { FORMS_ORIGIN, a, bold, doc, embedForm, h, p, page, richText, ul } from './story-helpers.ts'

const EFFECTIVE = 'Effective date: October 1, 2026'
const PRIVACY_EMAIL = 'privacy@perkinsrestaurants.com'
const PRIVACY_PHONE = '1-800-555-0167'

/** /legal: terms of use and the VIP Perks program terms (linked from the loyalty sign-up). */
export const legalStory = page(1016, 'legal', 'Terms & Conditions', {
  title: 'Terms & Conditions | Perkins Restaurant & Bakery',
  description: 'The terms of use for the Perkins website and app, online ordering, gift cards and the VIP Perks rewards program.',
  body: [
    richText(
      doc(
        p(bold(EFFECTIVE)),
        p(
          'These terms apply to your use of this website, our mobile app, online ordering and the VIP Perks rewards program, all offered by Perkins & Marie Callender\'s, LLC ("Perkins", "we", "us"). By using them you agree to these terms and to our ',
          a('Privacy Policy', '/privacy-policy'),
          '. If you do not agree, please do not use our digital services.',
        ),
        h(2, '1. Online ordering'),
        p(
          'Menu items, prices and availability are set by each restaurant and may differ from what you see in the dining room. Prices shown before checkout are estimates; the total is confirmed when your order is validated and may include sales tax, delivery fees and a service charge where stated. We may cancel an order if an item is unavailable or the restaurant cannot fulfil it, and will refund any amount charged.',
        ),
        p(
          "Pickup and curbside orders are held for up to 30 minutes after the promised time. Delivery may be performed by the restaurant's own drivers or by a third-party delivery partner; delivery times are estimates.",
        ),
        h(2, '2. VIP Perks program terms'),
        ul(
          'Membership is free and open to residents of the United States aged 13 or older. One account per person; accounts are not transferable.',
          'Members earn 10 points per dollar spent on qualifying purchases at participating restaurants, before tax, tip, gift card purchases and delivery fees.',
          'Points have no cash value and cannot be sold, transferred or exchanged for cash. Rewards must be redeemed at participating restaurants or on online orders while signed in.',
          'Points expire if an account has no earning or redemption activity for 12 consecutive months.',
          'One reward may be used per order, and rewards cannot be combined with coupons or other discounts unless an offer says so.',
          "We may change the program, its rewards or these terms with 30 days' notice posted on this page, and may close accounts used fraudulently or in breach of these terms.",
        ),
        h(2, '3. Gift cards'),
        p(
          'Perkins gift cards can be used for food and beverages at participating restaurants in the United States. They do not expire and carry no fees. Treat a gift card like cash: we cannot replace a lost or stolen card unless it has been registered. Gift cards cannot be redeemed for cash except where the law requires it.',
        ),
        h(2, '4. Offers and promotions'),
        p(
          "Offers are valid at participating restaurants for a limited time, while supplies last, and may not be combined unless stated. Each offer's own terms apply in addition to these.",
        ),
        h(2, '5. Your account'),
        p(
          'Keep your password private and tell us right away if you think someone else has used your account. For your security, repeated failed sign-in attempts lock an account for 30 minutes.',
        ),
        h(2, '6. Acceptable use'),
        p(
          "Please do not misuse our services: no automated ordering, scraping, reselling of rewards, or attempts to interfere with the site's security or other guests' accounts.",
        ),
        h(2, '7. Liability'),
        p(
          'Our digital services are provided "as is". To the extent the law allows, Perkins is not liable for indirect or consequential losses arising from their use. Nothing in these terms limits rights you have under consumer protection law.',
        ),
        h(2, '8. Contact'),
        p('Questions about these terms? ', a('Contact guest relations', '/contact-us'), '.'),
      ),
    ),
  ],
})

/** /privacy-policy */
export const privacyPolicyStory = page(1017, 'privacy-policy', 'Privacy Policy', {
  title: 'Privacy Policy | Perkins Restaurant & Bakery',
  description:
    'What personal information Perkins collects through our website, app, online ordering and VIP Perks, how we use it, and the choices you have.',
  body: [
    richText(
      doc(
        p(bold(EFFECTIVE)),
        p(
          "This policy explains what personal information Perkins & Marie Callender's, LLC collects when you use our website, app, online ordering and the VIP Perks program, how we use it, and the choices you have.",
        ),
        h(2, 'Information we collect'),
        ul(
          [
            bold('Information you give us: '),
            'your name, email address, phone number, birthday, zip code and preferred restaurant when you join VIP Perks or order as a guest.',
          ],
          [bold('Order information: '), 'what you ordered, where and when, and your delivery address for delivery orders.'],
          [bold('Payment information: '), 'card payments are handled by our payment processor; we do not see or store full card numbers.'],
          [
            bold('Device information: '),
            'your browser type, pages visited and, with your permission, your location to find nearby restaurants.',
          ],
        ),
        h(2, 'How we use it'),
        ul(
          'To prepare and deliver your orders and keep you updated about them.',
          'To run VIP Perks: tracking points, issuing rewards and your birthday treat.',
          'To send offers and news if you opted in; every email includes a link to unsubscribe.',
          'To protect our guests and our services, including bot checks on sign-in and sign-up forms.',
          'To understand what guests like so we can improve our menu, restaurants and website.',
        ),
        h(2, 'How we share it'),
        p(
          'We share personal information with the restaurant that fulfils your order (many are independently owned franchises), with service providers who help us run our services under contracts that protect your information, and when the law requires it. We do not sell your personal information for money.',
        ),
        h(2, 'Your choices and rights'),
        p(
          'You can update your profile in your account at any time, and unsubscribe from marketing emails with the link in any email. Depending on where you live, you may have the right to access, correct or delete your personal information, and to opt out of targeted advertising. To make a request, use our ',
          a('privacy request form', '/ccpa'),
          ' or call ',
          a(PRIVACY_PHONE, 'tel:+18005550167', 'url'),
          '.',
        ),
        h(2, 'Children'),
        p('Our services are not directed to children under 13, and we do not knowingly collect their personal information.'),
        h(2, 'Security and retention'),
        p(
          'We protect personal information with administrative, technical and physical safeguards, and keep it only as long as we need it for the purposes above or as the law requires.',
        ),
        h(2, 'Contact us'),
        p('Questions about this policy: ', a(PRIVACY_EMAIL, PRIVACY_EMAIL, 'email'), '.'),
      ),
    ),
  ],
})

/** /accessibility */
export const accessibilityStory = page(1018, 'accessibility', 'Accessibility', {
  title: 'Accessibility Statement | Perkins Restaurant & Bakery',
  description:
    'Perkins is committed to a website and restaurants that everyone can use. Read our accessibility statement and how to ask for help.',
  body: [
    richText(
      doc(
        p(
          'Everyone should be able to find a restaurant, read our menu and place an order. We design and test this website to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA.',
        ),
        h(2, 'What we do'),
        ul(
          'Every page works with a keyboard alone, with a visible focus indicator and a link to skip straight to the main content.',
          'Images carry text alternatives, and forms have labels and error messages that screen readers announce.',
          'Text and buttons meet contrast requirements, and pages reflow on small screens and when zoomed to 200 percent.',
          'We test with screen readers and automated tools as part of every release.',
        ),
        h(2, 'Third-party content'),
        p(
          'Some forms on this site, such as guest feedback and privacy requests, are provided by partners. We ask them to meet the same standard; if something does not work for you, tell us and we will help another way.',
        ),
        h(2, 'In our restaurants'),
        p(
          'Our restaurants welcome service animals, and our teams are happy to read the menu aloud or help with anything else that makes your visit easier. Large-print menus are available on request at many locations.',
        ),
        h(2, 'Tell us about a problem'),
        p(
          'If any part of this website is hard to use, please call ',
          a('1-800-555-0142', 'tel:+18005550142', 'url'),
          ' or ',
          a('contact us', '/contact-us'),
          '. Let us know the page and what happened, and we will respond within two business days. We can also take your order by phone.',
        ),
      ),
    ),
  ],
})

/** /ccpa: privacy requests, with the ccpa form frame (1000px, taller on narrow screens). */
export const ccpaStory = page(1019, 'ccpa', 'Do Not Sell or Share My Personal Information', {
  title: 'Your Privacy Choices | Perkins Restaurant & Bakery',
  description: 'Ask Perkins to stop selling or sharing your personal information, or to access, correct or delete it.',
  body: [
    richText(
      doc(
        p('Residents of California and other states with consumer privacy laws can ask us to:'),
        ul(
          'Stop selling or sharing their personal information for targeted advertising.',
          'Tell them what personal information we hold and how we use it.',
          'Correct or delete their personal information.',
        ),
        p(
          'Fill in the form below and we will confirm your request by email. We respond within 45 days and will never treat you differently for making a request. You can also call us at ',
          a(PRIVACY_PHONE, 'tel:+18005550167', 'url'),
          '. Read our ',
          a('Privacy Policy', '/privacy-policy'),
          ' for more about how we handle personal information.',
        ),
        p('Browsers that send the Global Privacy Control signal are treated as an opt-out of selling and sharing for that browser.'),
      ),
    ),
    embedForm({ form: 'ccpa', heading: 'Make a privacy request', title: 'Privacy request form', src: `${FORMS_ORIGIN}/ccpa` }),
  ],
})
