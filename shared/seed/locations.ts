import { DEFAULT_MENU_ID } from '../constants.ts'
import { WEEKDAYS } from '../schemas/location.ts'
import type { Location, Services, WeekHours, Weekday } from '../schemas/location.ts'

// Fictional stores in real cities: zips (and in Canada postal codes, whose first three characters are the city's real
// forward sortation area) are real for the city, coordinates are the zip's approximate centre, street numbers are
// invented. The sandbox database and the bundled CMS location records are both built from
// this list, so a store number means the same restaurant everywhere.

// The two non-default menus live here, not in menus.ts, because menus.ts reads this file to list the
// default-menu stores and the import must only go one way.
export const EXPRESS_MENU_ID = 70406
export const BAKERY_MENU_ID = 70407

const TIMEZONE_BY_STATE = {
  MN: 'America/Chicago',
  WI: 'America/Chicago',
  IA: 'America/Chicago',
  IL: 'America/Chicago',
  SD: 'America/Chicago',
  ND: 'America/Chicago',
  // Every Tennessee store below sits west of the Eastern/Central line.
  TN: 'America/Chicago',
  PA: 'America/New_York',
  NY: 'America/New_York',
  OH: 'America/New_York',
  FL: 'America/New_York',
  IN: 'America/Indiana/Indianapolis',
  // Canada: hours are each restaurant's own local time. Thunder Bay keeps Eastern time with Toronto.
  ON: 'America/Toronto',
  MB: 'America/Winnipeg',
} as const satisfies Record<string, string>

/** The rows in a Canadian province; every other row is in a US state. */
const CANADIAN_PROVINCES: ReadonlySet<string> = new Set(['ON', 'MB'])

// Typing a row's state by this map makes a store in an unmapped state a compile error, not a guessed timezone.
type StateCode = keyof typeof TIMEZONE_BY_STATE

const everyDay = (open: string, close: string): WeekHours =>
  WEEKDAYS.map((day) => ({ day, open, close, closed: false }))

const withDays = (base: WeekHours, changes: Partial<Record<Weekday, readonly [string, string] | 'closed'>>): WeekHours =>
  base.map((h) => {
    const change = changes[h.day]
    if (change === undefined) return h
    if (change === 'closed') return { day: h.day, open: '00:00', close: '00:00', closed: true }
    return { day: h.day, open: change[0], close: change[1], closed: false }
  })

const STANDARD = everyDay('06:00', '22:00')
const LATE_WEEKEND = withDays(STANDARD, { Friday: ['06:00', '23:00'], Saturday: ['06:00', '23:00'] })
const LATE = everyDay('06:00', '23:59')
const EARLY = everyDay('06:00', '21:00')
const SHORT_SUNDAY = withDays(everyDay('06:30', '21:00'), { Sunday: ['07:00', '15:00'] })
const CLOSED_MONDAY = withDays(everyDay('07:00', '20:00'), { Monday: 'closed' })
const CLOSED_TUESDAY = withDays(everyDay('06:00', '21:00'), { Tuesday: 'closed' })
const CLOSED_SUNDAY = withDays(everyDay('06:00', '20:00'), { Sunday: 'closed' })

const ALL: Services = { delivery: true, dispatch: true, curbside: true }
const DELIVERY: Services = { delivery: true, dispatch: false, curbside: true }
const DISPATCH: Services = { delivery: false, dispatch: true, curbside: true }
const DISPATCH_NO_CURBSIDE: Services = { delivery: false, dispatch: true, curbside: false }
const CURBSIDE: Services = { delivery: false, dispatch: false, curbside: true }
const NONE: Services = { delivery: false, dispatch: false, curbside: false }

type StoreRow = {
  id: number
  city: string
  state: StateCode
  zip: string
  address: string
  lat: number
  lng: number
  phone: string
  menu: number | null
  services: Services
  loyalty: boolean
  hours: WeekHours
  radius: number
  // Only when a second store shares the city, so the location page path stays unique.
  slugSuffix?: string
}

const kebab = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const restaurantTypeFor = (menu: number | null): string =>
  menu === EXPRESS_MENU_ID ? 'Express' : menu === BAKERY_MENU_ID ? 'Bakery Cafe' : 'Restaurant & Bakery'

const store = (row: StoreRow): Location => {
  const slug = row.slugSuffix === undefined ? kebab(row.city) : `${kebab(row.city)}-${row.slugSuffix}`
  const restaurantType = restaurantTypeFor(row.menu)
  const mapsQuery = `Perkins ${restaurantType}, ${row.address}, ${row.city}, ${row.state} ${row.zip}`
  return {
    id: row.id,
    name: row.city,
    slug,
    menu_id: row.menu,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    country: CANADIAN_PROVINCES.has(row.state) ? 'ca' : 'us',
    latitude: row.lat,
    longitude: row.lng,
    restaurantType,
    // The site's own review page (its feedback form asks for the restaurant number on the receipt). Not
    // `/reviews?store={id}`: `?store=` chooses that restaurant and empties the visitor's basket, so a visitor reading
    // another restaurant's page lost their order by following "Write a review".
    review_url: '/reviews',
    google_business_link: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(mapsQuery)}`,
    phone: row.phone,
    // A handful of shared exterior photos rather than one per store, so the asset set stays small.
    image: {
      filename: `/images/locations/exterior-${(row.id % 4) + 1}.webp`,
      width: 1200,
      height: 800,
      alt: `A Perkins favorite on the table in ${row.city}, ${row.state}`,
    },
    services: row.services,
    // Express counters take cards only; every other restaurant also lets a pickup order be paid at the counter.
    payment_kinds: restaurantType === 'Express' ? ['creditcard', 'giftcard'] : ['creditcard', 'giftcard', 'instore'],
    hours: row.hours,
    closed_dates: closedDatesOf(row.id),
    loyalty: row.loyalty,
    timezone: TIMEZONE_BY_STATE[row.state],
    delivery_radius_miles: row.services.delivery || row.services.dispatch ? row.radius : 0,
  }
}

/** Every restaurant closes on Christmas Day; Rochester (South Broadway) also closes on Thanksgiving Day. */
const CHAIN_CLOSED_DATES = ['2026-12-25', '2027-12-25']
const CLOSED_ON_THANKSGIVING: readonly number[] = [3522]
const closedDatesOf = (id: number): string[] =>
  CLOSED_ON_THANKSGIVING.includes(id) ? ['2026-11-26', ...CHAIN_CLOSED_DATES] : [...CHAIN_CLOSED_DATES]

/**
 * Restaurants with no online ordering at all (dine-in only): the CMS lists them under its non-online menus. The
 * other stores without a menu of their own (Mankato) order online from the default menu.
 */
export const DINE_IN_ONLY_STORE_IDS: readonly number[] = [4146, 1240, 7244]

// Short alias so each store row stays on one line.
const D = DEFAULT_MENU_ID

const storeRows: readonly StoreRow[] = [
  // Minnesota
  { id: 3510, city: 'Eagan', state: 'MN', zip: '55121', address: '1340 Yankee Doodle Rd', lat: 44.8347, lng: -93.1664, phone: '651-452-7180', menu: D, services: ALL, loyalty: true, hours: LATE_WEEKEND, radius: 6 },
  { id: 3522, city: 'Rochester', state: 'MN', zip: '55904', address: '2195 S Broadway', lat: 43.9978, lng: -92.4632, phone: '507-288-4137', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 7 },
  { id: 3523, city: 'Rochester', state: 'MN', zip: '55906', address: '1310 N Broadway Ave', lat: 44.0455, lng: -92.4621, phone: '507-281-9062', menu: EXPRESS_MENU_ID, services: CURBSIDE, loyalty: true, hours: EARLY, radius: 0, slugSuffix: 'north-broadway' },
  { id: 218, city: 'Bloomington', state: 'MN', zip: '55420', address: '7801 Lyndale Ave S', lat: 44.8358, lng: -93.2778, phone: '952-881-6604', menu: D, services: DELIVERY, loyalty: true, hours: LATE, radius: 5 },
  { id: 3617, city: 'Maple Grove', state: 'MN', zip: '55369', address: '12950 Elm Creek Blvd N', lat: 45.1036, lng: -93.4432, phone: '763-420-5571', menu: D, services: ALL, loyalty: true, hours: STANDARD, radius: 7 },
  { id: 3544, city: 'St. Cloud', state: 'MN', zip: '56301', address: '3602 W Division St', lat: 45.541, lng: -94.1819, phone: '320-251-8840', menu: BAKERY_MENU_ID, services: DISPATCH, loyalty: true, hours: SHORT_SUNDAY, radius: 6 },
  { id: 3589, city: 'Duluth', state: 'MN', zip: '55811', address: '1415 Miller Trunk Hwy', lat: 46.8147, lng: -92.1998, phone: '218-727-3916', menu: D, services: DELIVERY, loyalty: true, hours: STANDARD, radius: 5 },
  { id: 3571, city: 'Mankato', state: 'MN', zip: '56001', address: '1880 Madison Ave', lat: 44.1636, lng: -93.9994, phone: '507-388-2745', menu: null, services: NONE, loyalty: false, hours: CLOSED_MONDAY, radius: 0 },
  { id: 3633, city: 'Roseville', state: 'MN', zip: '55113', address: '2755 Snelling Ave N', lat: 45.0139, lng: -93.1571, phone: '651-636-0482', menu: D, services: DISPATCH, loyalty: true, hours: LATE, radius: 8 },
  // Wisconsin
  { id: 4102, city: 'Madison', state: 'WI', zip: '53704', address: '4310 E Washington Ave', lat: 43.1205, lng: -89.3523, phone: '608-241-3388', menu: D, services: ALL, loyalty: true, hours: LATE_WEEKEND, radius: 6 },
  { id: 4117, city: 'Eau Claire', state: 'WI', zip: '54701', address: '2710 Craig Rd', lat: 44.784, lng: -91.4877, phone: '715-834-6120', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 4125, city: 'La Crosse', state: 'WI', zip: '54601', address: '1730 Losey Blvd S', lat: 43.7989, lng: -91.2175, phone: '608-784-5096', menu: BAKERY_MENU_ID, services: CURBSIDE, loyalty: true, hours: EARLY, radius: 0 },
  { id: 4139, city: 'Green Bay', state: 'WI', zip: '54304', address: '2345 S Oneida St', lat: 44.4975, lng: -88.0324, phone: '920-497-2214', menu: D, services: DELIVERY, loyalty: true, hours: LATE, radius: 5 },
  { id: 4146, city: 'Wausau', state: 'WI', zip: '54401', address: '1120 Grand Ave', lat: 44.9654, lng: -89.7066, phone: '715-845-7731', menu: null, services: NONE, loyalty: false, hours: CLOSED_TUESDAY, radius: 0 },
  // Iowa
  { id: 5203, city: 'Des Moines', state: 'IA', zip: '50310', address: '3901 Merle Hay Rd', lat: 41.6255, lng: -93.6736, phone: '515-276-4410', menu: D, services: ALL, loyalty: true, hours: LATE_WEEKEND, radius: 7 },
  { id: 5218, city: 'Cedar Rapids', state: 'IA', zip: '52402', address: '3340 1st Ave NE', lat: 42.0188, lng: -91.6612, phone: '319-393-8025', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 5224, city: 'Ames', state: 'IA', zip: '50010', address: '2525 S Duff Ave', lat: 42.0379, lng: -93.6003, phone: '515-232-6684', menu: EXPRESS_MENU_ID, services: DISPATCH_NO_CURBSIDE, loyalty: true, hours: EARLY, radius: 5 },
  { id: 5231, city: 'Sioux City', state: 'IA', zip: '51106', address: '4220 Gordon Dr', lat: 42.4671, lng: -96.3528, phone: '712-276-3350', menu: D, services: CURBSIDE, loyalty: true, hours: STANDARD, radius: 0 },
  { id: 5247, city: 'Davenport', state: 'IA', zip: '52807', address: '5306 Elmore Ave', lat: 41.5618, lng: -90.5403, phone: '563-391-0917', menu: D, services: DELIVERY, loyalty: true, hours: LATE, radius: 5 },
  // Pennsylvania
  { id: 1021, city: 'Erie', state: 'PA', zip: '16509', address: '7200 Peach St', lat: 42.0763, lng: -80.0668, phone: '814-864-1932', menu: D, services: ALL, loyalty: true, hours: LATE, radius: 6 },
  { id: 1046, city: 'State College', state: 'PA', zip: '16803', address: '1855 N Atherton St', lat: 40.8082, lng: -77.8926, phone: '814-237-5208', menu: D, services: DISPATCH, loyalty: true, hours: LATE_WEEKEND, radius: 5 },
  { id: 1058, city: 'Altoona', state: 'PA', zip: '16602', address: '3400 Pleasant Valley Blvd', lat: 40.5052, lng: -78.3905, phone: '814-946-0371', menu: BAKERY_MENU_ID, services: CURBSIDE, loyalty: true, hours: SHORT_SUNDAY, radius: 0 },
  { id: 1062, city: 'Harrisburg', state: 'PA', zip: '17111', address: '4501 Union Deposit Rd', lat: 40.2721, lng: -76.8017, phone: '717-564-2896', menu: D, services: DELIVERY, loyalty: true, hours: STANDARD, radius: 5 },
  { id: 1079, city: 'Lancaster', state: 'PA', zip: '17601', address: '1760 Oregon Pike', lat: 40.0766, lng: -76.3107, phone: '717-569-4452', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 7 },
  // New York
  { id: 1203, city: 'Amherst', state: 'NY', zip: '14226', address: '3035 Niagara Falls Blvd', lat: 42.9744, lng: -78.7949, phone: '716-833-7410', menu: D, services: ALL, loyalty: true, hours: LATE, radius: 6 },
  { id: 1215, city: 'Syracuse', state: 'NY', zip: '13214', address: '3465 Erie Blvd E', lat: 43.0397, lng: -76.0722, phone: '315-446-2093', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 1227, city: 'Albany', state: 'NY', zip: '12205', address: '1620 Central Ave', lat: 42.7198, lng: -73.8207, phone: '518-869-5512', menu: D, services: DELIVERY, loyalty: true, hours: LATE_WEEKEND, radius: 5 },
  { id: 1238, city: 'Binghamton', state: 'NY', zip: '13903', address: '904 Vestal Ave', lat: 42.0811, lng: -75.8977, phone: '607-797-3820', menu: EXPRESS_MENU_ID, services: CURBSIDE, loyalty: true, hours: EARLY, radius: 0 },
  { id: 1240, city: 'Elmira', state: 'NY', zip: '14903', address: '2110 Lake St', lat: 42.1198, lng: -76.8877, phone: '607-733-6159', menu: null, services: NONE, loyalty: false, hours: EARLY, radius: 0 },
  // Ohio
  { id: 2301, city: 'Columbus', state: 'OH', zip: '43235', address: '7490 Sawmill Rd', lat: 40.1088, lng: -82.9742, phone: '614-889-4027', menu: D, services: ALL, loyalty: true, hours: LATE, radius: 8 },
  { id: 2314, city: 'Toledo', state: 'OH', zip: '43615', address: '5325 Airport Hwy', lat: 41.6492, lng: -83.6706, phone: '419-865-3381', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 2322, city: 'Akron', state: 'OH', zip: '44312', address: '2955 S Arlington Rd', lat: 41.0334, lng: -81.4385, phone: '330-644-7268', menu: D, services: DELIVERY, loyalty: true, hours: LATE_WEEKEND, radius: 5 },
  { id: 2336, city: 'Dayton', state: 'OH', zip: '45459', address: '6110 Far Hills Ave', lat: 39.6464, lng: -84.1717, phone: '937-433-5194', menu: BAKERY_MENU_ID, services: DISPATCH, loyalty: true, hours: SHORT_SUNDAY, radius: 6 },
  { id: 2347, city: 'Mansfield', state: 'OH', zip: '44906', address: '2160 Park Ave W', lat: 40.7627, lng: -82.5593, phone: '419-529-8806', menu: D, services: CURBSIDE, loyalty: false, hours: EARLY, radius: 0 },
  // Florida
  { id: 6105, city: 'Orlando', state: 'FL', zip: '32819', address: '6450 International Dr', lat: 28.4522, lng: -81.4678, phone: '407-351-6072', menu: D, services: ALL, loyalty: true, hours: LATE, radius: 8 },
  { id: 6112, city: 'Tampa', state: 'FL', zip: '33614', address: '5102 W Hillsborough Ave', lat: 28.0091, lng: -82.5034, phone: '813-884-2790', menu: D, services: DISPATCH, loyalty: true, hours: LATE_WEEKEND, radius: 7 },
  { id: 6128, city: 'Sarasota', state: 'FL', zip: '34232', address: '5001 Fruitville Rd', lat: 27.3262, lng: -82.4724, phone: '941-371-9485', menu: D, services: DELIVERY, loyalty: true, hours: STANDARD, radius: 5 },
  { id: 607, city: 'Ocala', state: 'FL', zip: '34474', address: '3520 SW College Rd', lat: 29.1565, lng: -82.2095, phone: '352-237-1846', menu: EXPRESS_MENU_ID, services: DISPATCH, loyalty: false, hours: EARLY, radius: 6 },
  { id: 6149, city: 'Fort Myers', state: 'FL', zip: '33907', address: '13000 S Cleveland Ave', lat: 26.5681, lng: -81.8736, phone: '239-936-5530', menu: D, services: CURBSIDE, loyalty: true, hours: STANDARD, radius: 0 },
  // Tennessee. 1134 is the store that location search leaves out; it stays orderable by id.
  { id: 1134, city: 'Memphis', state: 'TN', zip: '38119', address: '5699 Poplar Ave', lat: 35.0821, lng: -89.8501, phone: '901-683-2471', menu: D, services: ALL, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 7208, city: 'Nashville', state: 'TN', zip: '37214', address: '2640 Music Valley Dr', lat: 36.1633, lng: -86.6609, phone: '615-889-3104', menu: D, services: ALL, loyalty: true, hours: LATE, radius: 7 },
  { id: 7215, city: 'Murfreesboro', state: 'TN', zip: '37129', address: '1950 Old Fort Pkwy', lat: 35.871, lng: -86.4181, phone: '615-896-7752', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 6 },
  { id: 7221, city: 'Clarksville', state: 'TN', zip: '37040', address: '2160 Wilma Rudolph Blvd', lat: 36.522, lng: -87.349, phone: '931-552-0938', menu: D, services: DELIVERY, loyalty: true, hours: LATE_WEEKEND, radius: 5 },
  { id: 7236, city: 'Jackson', state: 'TN', zip: '38305', address: '1299 Vann Dr', lat: 35.6829, lng: -88.8281, phone: '731-668-4185', menu: EXPRESS_MENU_ID, services: CURBSIDE, loyalty: true, hours: EARLY, radius: 0 },
  { id: 7244, city: 'Cookeville', state: 'TN', zip: '38501', address: '1150 S Jefferson Ave', lat: 36.2178, lng: -85.5423, phone: '931-526-3067', menu: null, services: NONE, loyalty: false, hours: CLOSED_SUNDAY, radius: 0 },
  // South Dakota, North Dakota, Illinois, Indiana
  { id: 8301, city: 'Sioux Falls', state: 'SD', zip: '57106', address: '3900 W 41st St', lat: 43.5179, lng: -96.7924, phone: '605-361-4420', menu: D, services: DISPATCH, loyalty: true, hours: STANDARD, radius: 7 },
  { id: 10233, city: 'Fargo', state: 'ND', zip: '58103', address: '4000 13th Ave S', lat: 46.8564, lng: -96.8123, phone: '701-232-8816', menu: D, services: DELIVERY, loyalty: true, hours: LATE, radius: 6 },
  { id: 8402, city: 'Rockford', state: 'IL', zip: '61108', address: '6450 E State St', lat: 42.2514, lng: -89.0235, phone: '815-399-6251', menu: D, services: DISPATCH, loyalty: true, hours: LATE_WEEKEND, radius: 6 },
  { id: 100871, city: 'Fort Wayne', state: 'IN', zip: '46825', address: '5530 Coldwater Rd', lat: 41.1465, lng: -85.1232, phone: '260-484-3370', menu: D, services: DELIVERY, loyalty: true, hours: STANDARD, radius: 5 },
  // Canada: Manitoba and Ontario. VIP Perks is for US residents, so these stores take no loyalty; orders are for
  // pickup and curbside, since a delivery address carries a US zip (docs/decisions/056-canada.md).
  { id: 9101, city: 'Winnipeg', state: 'MB', zip: 'R2C 3B2', address: '1475 Regent Ave W', lat: 49.901, lng: -97.059, phone: '204-669-7812', menu: D, services: CURBSIDE, loyalty: false, hours: LATE_WEEKEND, radius: 0 },
  { id: 9102, city: 'Winnipeg', state: 'MB', zip: 'R3T 5J3', address: '2525 Pembina Hwy', lat: 49.803, lng: -97.159, phone: '204-261-4425', menu: D, services: CURBSIDE, loyalty: false, hours: STANDARD, radius: 0, slugSuffix: 'pembina-highway' },
  { id: 9103, city: 'Brandon', state: 'MB', zip: 'R7A 5C5', address: '1570 18th St', lat: 49.8625, lng: -99.959, phone: '204-728-3310', menu: D, services: CURBSIDE, loyalty: false, hours: CLOSED_SUNDAY, radius: 0 },
  { id: 9104, city: 'Thunder Bay', state: 'ON', zip: 'P7B 4A3', address: '1091 Memorial Ave', lat: 48.404, lng: -89.2555, phone: '807-623-1740', menu: D, services: CURBSIDE, loyalty: false, hours: STANDARD, radius: 0 },
  { id: 9105, city: 'Sudbury', state: 'ON', zip: 'P3A 1Z2', address: '1349 Lasalle Blvd', lat: 46.518, lng: -80.955, phone: '705-566-2130', menu: D, services: CURBSIDE, loyalty: false, hours: EARLY, radius: 0 },
  { id: 9106, city: 'Ottawa', state: 'ON', zip: 'K2G 3J4', address: '1595 Merivale Rd', lat: 45.349, lng: -75.734, phone: '613-224-8831', menu: D, services: CURBSIDE, loyalty: false, hours: LATE, radius: 0 },
]

export const seedLocations: Location[] = storeRows.map(store)
