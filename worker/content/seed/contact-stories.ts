import { sharedLinks } from './globals-story.ts'
import {
  FORMS_ORIGIN,
  a,
  bold,
  callToAction,
  cards,
  doc,
  embedForm,
  form,
  formField,
  h,
  p,
  page,
  richText,
  storyLink,
} from './story-helpers.ts'

const GUEST_RELATIONS_PHONE = '1-800-555-0142'
const GUEST_RELATIONS_EMAIL = 'guestrelations@perkinsrestaurants.com'

const feedbackForm = (heading: string) =>
  embedForm({
    form: 'eclubfeedback',
    heading,
    title: 'Perkins guest feedback form',
    src: `${FORMS_ORIGIN}/eclubfeedback`,
  })

/** The guest relations form, built from CMS field definitions: one field of every type the site renders. */
const guestRelationsForm = form({
  _uid: 'contact-us-message-form',
  heading: 'Send us a message',
  intro: 'Fields marked required must be filled in. We answer by email.',
  submit_label: 'Send message',
  success_message:
    'Thank you. Your message has been sent, and a member of our guest relations team will get back to you within two business days.',
  fields: [
    formField({ id: 'first_name', type: 'text', label: 'First name (required)', required: true }),
    formField({ id: 'last_name', type: 'text', label: 'Last name (required)', required: true }),
    formField({
      id: 'email',
      type: 'email',
      label: 'Email (required)',
      placeholder: 'name@example.com',
      required: true,
      label_info: 'We reply to this address and never add it to a mailing list.',
    }),
    formField({ id: 'phone', type: 'phone', label: 'Phone', label_info: 'Optional: leave a number if a call suits you better.' }),
    formField({
      id: 'topic',
      type: 'select',
      label: 'What is it about? (required)',
      required: true,
      options: 'A recent visit\nAn online order\nVIP Perks\nGift cards\nSomething else',
    }),
    formField({
      id: 'restaurant_zip',
      type: 'zip',
      label: 'Restaurant zip code',
      label_info: 'The zip code of the Perkins you visited, so we can pass your message on to its team.',
    }),
    formField({ id: 'visit_date', type: 'date', label: 'Date of visit', label_info: 'As MM/DD/YYYY, if your message is about a visit.' }),
    formField({
      id: 'message',
      type: 'textarea',
      label: 'Your message (required)',
      required: true,
      label_info: 'Please include your check or order number if you have it (up to 2,000 characters).',
    }),
  ],
})

/** /contact-us: guest relations. */
export const contactUsStory = page(1013, 'contact-us', 'Contact Us', {
  title: 'Contact Us | Perkins Restaurant & Bakery',
  description:
    'Questions, compliments or a visit that was not what it should have been? Reach Perkins guest relations by form, phone or email.',
  body: [
    richText(
      doc(
        p(
          'We read every message. Whether something was wonderful or something went wrong, tell us about it and a member of our guest relations team will get back to you within two business days.',
        ),
        h(2, 'Guest relations'),
        p(bold('Phone: '), a(GUEST_RELATIONS_PHONE, `tel:+18005550142`, 'url'), ', Monday to Friday, 8 a.m. to 6 p.m. Central'),
        p(bold('Email: '), a(GUEST_RELATIONS_EMAIL, GUEST_RELATIONS_EMAIL, 'email')),
        p(
          'For questions about a specific visit, please have your receipt handy: the restaurant number and check number help us find your order quickly. For an online order, your order number is in your confirmation email.',
        ),
      ),
    ),
    cards('Looking for something else?', [
      {
        title: 'Your restaurant',
        text: 'Hours, phone numbers and directions for every Perkins are in the restaurant finder.',
        link: sharedLinks.findRestaurant,
      },
      {
        title: 'VIP Perks',
        text: 'Missing points, a birthday reward or trouble signing in? Our FAQ answers the most common questions.',
        link: storyLink('VIP Perks questions', 'faq'),
      },
      {
        title: 'Gift cards',
        text: 'Buy gift cards in any restaurant, or read about balances and lost cards.',
        link: storyLink('About gift cards', 'gift-cards'),
      },
      {
        title: 'Franchising',
        text: 'Interested in owning a Perkins? Our development team would love to hear from you.',
        link: sharedLinks.franchising,
      },
    ]),
    guestRelationsForm,
  ],
})

/** /contact: the corporate office, media and vendors. */
export const contactStory = page(1014, 'contact', 'Contact', {
  title: 'Corporate Contacts | Perkins Restaurant & Bakery',
  description: 'How to reach the Perkins support center: media inquiries, vendors and suppliers, and guest relations.',
  body: [
    richText(
      doc(
        p(
          'Looking for help with a visit or an order? Our ',
          a('guest relations team', '/contact-us'),
          ' is the fastest way to get an answer. For everything else, here is who to contact.',
        ),
        h(2, 'Media inquiries'),
        p(
          'Reporters and editors can reach our communications team at ',
          a('media@perkinsrestaurants.com', 'media@perkinsrestaurants.com', 'email'),
          '. Please include your outlet and deadline.',
        ),
        h(2, 'Vendors and suppliers'),
        p(
          'Perkins buys through approved purchasing programs. Suppliers interested in working with us can write to ',
          a('purchasing@perkinsrestaurants.com', 'purchasing@perkinsrestaurants.com', 'email'),
          '.',
        ),
        h(2, 'Donation and sponsorship requests'),
        p(
          'Our restaurants support their own communities directly. Please bring your request to the general manager of your local Perkins, who can decide on donations for that restaurant.',
        ),
        h(2, 'Mailing address'),
        p('Perkins Support Center, Guest Relations, P.O. Box 1958, Memphis, TN 38101'),
      ),
    ),
    callToAction({
      heading: 'Need help with a visit or an order?',
      link: storyLink('Contact guest relations', 'contact-us'),
      secondary_link: sharedLinks.findRestaurant,
      tone: 'cream',
    }),
  ],
})

/** /reviews: the page receipts and QR codes point to; shown without the header and footer. */
export const reviewsStory = page(1015, 'reviews', 'Share Your Feedback', {
  title: 'How Was Your Visit? | Perkins',
  description:
    'Tell us about your visit to Perkins. Your feedback goes straight to the restaurant team and helps us make your next visit even better.',
  layout: 'minimal',
  body: [
    richText(
      doc(
        h(2, 'How was your visit?'),
        p(
          'Thank you for dining with us. It takes about three minutes to tell us how we did, and every answer is read by the team at your restaurant.',
        ),
        p('Please have your receipt nearby: the restaurant number and the date of your visit are printed at the top.'),
      ),
    ),
    feedbackForm('Rate your visit'),
  ],
})
